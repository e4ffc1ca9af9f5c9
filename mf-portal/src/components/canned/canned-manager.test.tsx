import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedResponse } from '@site/shared/desk';
import { apiCall, mockFetch } from '../../test/fetch';
import { renderAt } from '../../test/render';
import { CannedManager } from './canned-manager';

const shared: CannedResponse = { id: 's1', shortcut: 'greeting', title: { en: 'Greeting', ar: 'ترحيب' }, body: { en: 'Hello {client.name}', ar: 'مرحبًا {client.name}' }, department: null, shared: true };
const mine: CannedResponse = { id: 'p1', shortcut: 'vpn', title: { en: 'VPN steps', ar: 'خطوات VPN' }, body: { en: 'Restart the VPN.', ar: 'أعد تشغيل VPN.' }, department: 'technical', shared: false };

const openManager = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog');
};

it('en: the agent adds a bilingual personal reply for a department; shared ones have no edit or delete', async () => {
  const created = { ...mine, id: 'p2', shortcut: 'refund' };
  const fetch = mockFetch([200, [shared]], [201, created], [200, [shared, created]]);
  await renderAt('/en/tickets', 'tickets', <CannedManager />);
  const dialog = await openManager('My saved replies');
  expect(await within(dialog).findByText('You have no saved replies of your own yet.')).toBeInTheDocument();
  const sharedList = within(dialog).getByRole('list', { name: 'Shared replies' });
  expect(sharedList).toHaveTextContent('/greeting');
  expect(within(sharedList).queryByRole('button')).toBeNull();

  await userEvent.click(within(dialog).getByRole('button', { name: 'New saved reply' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save reply' }));
  expect(within(dialog).getAllByText(/Shortcut|Title in English/).length).toBeGreaterThan(1);
  await userEvent.type(within(dialog).getByLabelText(/^Shortcut/), 'refund');
  await userEvent.selectOptions(within(dialog).getByLabelText('Department'), 'billing');
  await userEvent.type(within(dialog).getByLabelText(/^Title in Arabic/), 'استرداد');
  await userEvent.type(within(dialog).getByLabelText(/^Title in English/), 'Refund');
  await userEvent.type(within(dialog).getByLabelText(/^Text in Arabic/), 'سنعيد المبلغ يا {{client.name}');
  await userEvent.type(within(dialog).getByLabelText(/^Text in English/), 'We will refund you, {{client.name}');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save reply' }));
  expect(await within(dialog).findByRole('list', { name: 'My replies' })).toHaveTextContent('/refund');
  expect(apiCall(fetch, 1)).toEqual({
    url: '/api/canned-responses', method: 'POST',
    body: { shortcut: 'refund', title: { en: 'Refund', ar: 'استرداد' }, body: { en: 'We will refund you, {client.name}', ar: 'سنعيد المبلغ يا {client.name}' }, department: 'billing' },
  });
});

it('ar: the agent edits and deletes their own reply, asked to confirm first', async () => {
  const fetch = mockFetch([200, [shared, mine]], [200, { ...mine, title: { ...mine.title, ar: 'خطوات الشبكة' } }], [200, [shared, { ...mine, title: { ...mine.title, ar: 'خطوات الشبكة' } }]], [204, ''], [200, [shared]]);
  await renderAt('/ar/tickets', 'tickets', <CannedManager />, 'ar');
  const dialog = await openManager('ردودي المحفوظة');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'تعديل /vpn' }));
  const title = within(dialog).getByLabelText(/^العنوان بالعربية/);
  expect(title).toHaveValue('خطوات VPN');
  await userEvent.clear(title);
  await userEvent.type(title, 'خطوات الشبكة');
  await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ الرد' }));
  expect(await within(dialog).findByText('خطوات الشبكة')).toBeInTheDocument();
  expect(apiCall(fetch, 1)).toMatchObject({ url: '/api/canned-responses/p1', method: 'PATCH', body: { title: { ar: 'خطوات الشبكة', en: 'VPN steps' } } });

  await userEvent.click(within(dialog).getByRole('button', { name: 'حذف /vpn' }));
  await userEvent.click(await screen.findByRole('button', { name: 'حذف' }));
  expect(await within(dialog).findByText('ليس لديك ردود محفوظة خاصة بك بعد.')).toBeInTheDocument();
  expect(apiCall(fetch, 3)).toMatchObject({ url: '/api/canned-responses/p1', method: 'DELETE' });
});
