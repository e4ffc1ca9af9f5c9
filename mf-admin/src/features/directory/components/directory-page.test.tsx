import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, meAs } from '../../../test/api';
import { LISTING } from '../../../test/listings';
import { renderPage } from '../../../test/render';
import { DirectoryPage } from './directory-page';


describe('the directory page', () => {
  it('edits a listing in both languages and sends the whole core', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, meAs('admin')],
      'GET /admin/directory': [200, { items: [LISTING] }],
      'PUT /admin/directory/l-1': [200, LISTING],
    });
    await renderPage('admin/directory', <DirectoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Riyadh Web' }));
    const name = screen.getByLabelText(/Name \(English\)/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Riyadh Developers');
    await userEvent.click(screen.getByRole('button', { name: 'Save the listing' }));
    await waitFor(() => expect(seen.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: { en: 'Riyadh Developers', ar: 'ويب الرياض' }, status: 'open', type: LISTING.type }));
  });

  it('refuses an empty Arabic name before sending', async () => {
    const seen = fakeApi({ 'GET /auth/me': [200, meAs('admin')], 'GET /admin/directory': [200, { items: [LISTING] }] });
    await renderPage('admin/directory', <DirectoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Riyadh Web' }));
    await userEvent.clear(screen.getByLabelText(/Name \(Arabic\)/));
    await userEvent.click(screen.getByRole('button', { name: 'Save the listing' }));
    expect(await screen.findByText('Enter this text (up to the allowed length).')).toBeInTheDocument();
    expect(seen.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('maps a domain and shows the DNS check, from the keyboard', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, meAs('admin')],
      'GET /admin/directory': [200, { items: [LISTING] }],
      'PUT /admin/directory/l-1/domain': [200, { ...LISTING, domain: 'new.customer.test' }],
      'GET /admin/directory/l-1/domain/dns': [200, { domain: 'shop.customer.test', state: 'elsewhere', found: ['198.51.100.7'], expected: ['site.example.com'] }],
    });
    await renderPage('admin/directory', <DirectoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Riyadh Web' }));
    const form = screen.getByRole('heading', { name: 'Custom domain' }).closest('form')!;
    const field = within(form).getByLabelText(/Domain/);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://bad');
    await userEvent.keyboard('{Enter}');
    expect(await within(form).findByText(/Enter a domain name/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'New.Customer.test{Enter}');
    await waitFor(() => expect(seen.find((c) => c.method === 'PUT')?.body).toEqual({ domain: 'new.customer.test' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Check DNS' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('shop.customer.test points somewhere else. Point it at: (site.example.com)');
  });

  it('creates a listing in both languages, and edits any listing’s products', async () => {
    const seen = fakeApi({
      'GET /auth/me': [200, meAs('admin')],
      'GET /admin/directory': [200, { items: [LISTING] }],
      'POST /admin/directory': [201, { ...LISTING, id: 'l-2' }],
      'GET /admin/directory/l-1/offerings': [200, { items: [] }],
      'POST /admin/directory/l-1/offerings': [201, {}],
    });
    await renderPage('admin/directory', <DirectoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New listing' }));
    const form = screen.getByRole('form', { name: 'New listing' });
    const fill: Array<[RegExp, string]> = [
      [/Public id/, 'jeddah-designers'], [/^Name \(Arabic\)/, 'مصممو جدة'], [/^Name \(English\)/, 'Jeddah Designers'],
      [/^Speciality \(Arabic\)/, 'تصميم'], [/^Speciality \(English\)/, 'Design'], [/^About \(Arabic\)/, 'نبذة'], [/^About \(English\)/, 'About'],
    ];
    for (const [label, value] of fill) await userEvent.type(within(form).getByLabelText(label), value);
    for (const group of within(form).getAllByRole('group')) {
      await userEvent.type(within(group).getByLabelText(/^Key/), 'riyadh');
      await userEvent.type(within(group).getByLabelText(/Label \(Arabic\)/), 'الرياض');
      await userEvent.type(within(group).getByLabelText(/Label \(English\)/), 'Riyadh');
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Create the listing' }));
    await waitFor(() =>
      expect(seen.find((c) => c.method === 'POST')?.body).toMatchObject({ section: 'groups', slug: 'jeddah-designers', name: { ar: 'مصممو جدة', en: 'Jeddah Designers' }, type: { key: 'riyadh' } }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Edit Riyadh Web' }));
    expect(await screen.findByText('No products or services yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    expect(screen.getByRole('form', { name: 'New service' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    fakeApi({ 'GET /auth/me': [200, meAs('admin')], 'GET /admin/directory': [200, { items: [LISTING] }] });
    await renderPage('admin/directory', <DirectoryPage />, 'ar');
    expect(await screen.findByRole('button', { name: 'تعديل ويب الرياض' })).toBeInTheDocument();
    expect(screen.getByText('مجموعة')).toBeInTheDocument();
  });
});
