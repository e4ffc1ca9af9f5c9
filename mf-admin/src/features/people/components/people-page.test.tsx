import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@site/shared/events';
import { fakeApi, meAs } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { PeoplePage } from './people-page';

const person = (id: string, role: string, extra: object = {}) => ({
  id, fullName: `Person ${id}`, email: `${id}@example.com`, phone: '+966500000099', role, status: 'active', departments: [], twoFactorEnabled: false, lastLoginAt: null, ...extra,
});
const STAFF = { staff: [person('admin-1', 'admin'), person('agent-7', 'agent', { departments: ['billing'] })], invites: [] };

describe('the people page', () => {
  it('invites an agent with departments and shows the link once', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, meAs('admin')],
      'GET /admin/people/staff': [200, STAFF],
      'POST /admin/people/invites': [201, { invite: { id: 'i1', email: 'new@example.com', fullName: 'New', role: 'agent', createdAt: '', expiresAt: '' }, link: 'http://site/en/admin/join?token=abc' }],
    });
    await renderPage('admin/people', <PeoplePage />);
    const form = (await screen.findByRole('heading', { name: 'Invite a staff member' })).closest('form')!;
    await userEvent.type(within(form).getByLabelText('Email'), 'new@example.com');
    await userEvent.type(within(form).getByLabelText('Full name'), 'New');
    await userEvent.click(within(form).getByLabelText('Technical'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue('http://site/en/admin/join?token=abc');
    expect(seen.find((c) => c.method === 'POST')?.body).toEqual({ email: 'new@example.com', fullName: 'New', role: 'agent', departments: ['technical'] });
  });

  it('sets a role and an agent’s departments; the admin’s own row cannot be changed', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, { ...meAs('admin'), id: 'admin-1' }],
      'GET /admin/people/staff': [200, STAFF],
      'PUT /admin/people/agent-7/role': [200, person('agent-7', 'editor')],
      'PUT /admin/people/agent-7/departments': [200, person('agent-7', 'agent')],
    });
    await renderPage('admin/people', <PeoplePage />);
    const table = await screen.findByRole('table');
    const own = within(table).getByRole('row', { name: /Person admin-1/ });
    expect(within(own).getByLabelText('Role of Person admin-1')).toBeDisabled();
    expect(within(own).queryByRole('button', { name: 'Deactivate' })).toBeNull();

    const agent = within(table).getByRole('row', { name: /Person agent-7/ });
    await userEvent.click(within(within(agent).getByRole('group', { name: 'Departments of Person agent-7' })).getByLabelText('Sales'));
    await userEvent.click(within(agent).getByRole('button', { name: 'Save departments' }));
    await userEvent.selectOptions(within(agent).getByLabelText('Role of Person agent-7'), 'editor');
    await userEvent.click(within(agent).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(seen.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/admin/people/agent-7/departments', { departments: ['billing', 'sales'] }],
      ['/admin/people/agent-7/role', { role: 'editor' }],
    ]));
  });

  it('finds a client and locks the account after confirming, in Arabic', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, meAs('admin')],
      'GET /admin/people/staff': [200, { staff: [], invites: [] }],
      'GET /admin/people/clients': [200, { items: [person('c-1', 'client', { fullName: 'ليلى' })], next: null }],
      'POST /admin/people/c-1/lock': [200, person('c-1', 'client', { status: 'locked' })],
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await renderPage('admin/people', <PeoplePage />, 'ar');
    await userEvent.type(await screen.findByLabelText('الاسم أو البريد الإلكتروني أو الهاتف'), 'ليلى');
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    const found = await screen.findByRole('list', { name: 'العملاء الذين عُثر عليهم' });
    await userEvent.click(within(found).getByRole('button', { name: 'قفل' }));
    expect(window.confirm).toHaveBeenCalledWith('قفل ليلى؟ تنتهي جلساته فورًا.');
    await waitFor(() => expect(seen.map((c) => `${c.method} ${c.path}`)).toContain('POST /admin/people/c-1/lock'));
    expect(seen.map((c) => c.path)).toContain('/admin/people/clients?q=%D9%84%D9%8A%D9%84%D9%89');
  });

  it('gives an agent the 403 screen and asks for nothing', async () => {
    const errors: unknown[] = [];
    const off = on('app:error', (error) => errors.push(error));
    const seen = fakeApi({ 'GET /auth/me': [200, meAs('agent')] });
    await renderPage('admin/people', <PeoplePage />);
    await waitFor(() => expect(errors).toEqual([expect.objectContaining({ statusCode: 403 })]));
    off();
    expect(seen.map((c) => c.path)).toEqual(['/auth/me']);
  });
});
