import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, meAs } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { AuditPage } from './audit-page';

const ENTRY = {
  id: 'e1', action: 'people.roles', targetType: 'account', targetId: 'a-7', at: '2026-03-01T10:00:00.000Z',
  actor: { id: 'admin-1', name: 'سارة', email: 'admin@example.com' }, ip: '10.1.1.1', userAgent: 'Browser', before: { role: 'client' }, after: { role: 'agent' },
};

describe('the audit log page', () => {
  it('shows the entries and narrows them to one person from the table', async () => {
    const seen = fakeApi({ 'GET /auth/me': [200, meAs('admin')], 'GET /admin/audit': [200, { items: [ENTRY], page: 1, pageSize: 25, total: 1 }] });
    await renderPage('admin/audit', <AuditPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('people.roles')).toBeVisible();
    expect(within(table).getByText(/"role": "agent"/)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: "Show only سارة's actions" }));
    await screen.findByRole('button', { name: "Show everyone's actions" });
    expect(seen.map((c) => c.path)).toContain('/admin/audit?actor=admin-1&page=1');
  });

  it('sends the action type and days as the filter, in Arabic too', async () => {
    const seen = fakeApi({ 'GET /auth/me': [200, meAs('admin')], 'GET /admin/audit': [200, { items: [], page: 1, pageSize: 25, total: 0 }] });
    await renderPage('admin/audit', <AuditPage />, 'ar');
    expect(await screen.findByText('لا يوجد قيد يطابق هذه المرشحات.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('نوع الإجراء'), 'people.lock');
    await userEvent.type(screen.getByLabelText('من يوم'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    await screen.findByText('لا يوجد قيد يطابق هذه المرشحات.');
    expect(seen.map((c) => c.path)).toContain('/admin/audit?action=people.lock&from=2026-03-01&page=1');
  });
});
