import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeTicketCursor } from '@site/shared/tickets';
import type { Page, TicketSummary } from '@site/shared/types';
import { apiCall, availabilityPuts, mockFetch } from '../../../test/fetch';
import { currentLocation, renderAt } from '../../../test/render';
import { TicketFilters } from './ticket-filters';
import { TicketsPage } from './tickets-page';

const ticket = (n: number, over: Partial<TicketSummary> = {}): TicketSummary => ({
  id: `t${n}`, number: 1000 + n, type: 'problem', department: 'billing', subject: `Subject ${n}`, urgent: false, status: 'new',
  client: { id: 'c1', name: 'Sara' }, assignee: null, starred: false, replyCount: 0,
  updatedAt: '2026-11-20T10:30:00Z', createdAt: '2026-11-19T08:00:00Z', ...over,
});
const page = (items: TicketSummary[], total = items.length): Page<TicketSummary> => ({ items, page: 1, pageSize: 10, total });
const me = (role: 'client' | 'agent') => [200, { id: 'me', role, fullName: 'Me' }] as [number, unknown];

describe('the filter form', () => {
  it.each([
    ['en', 'Search'],
    ['ar', 'بحث'],
  ] as const)('%s: has a submit control, which searches at once', async (lang, name) => {
    const onChange = jest.fn();
    await renderAt(`/${lang}/tickets`, 'tickets', <TicketFilters filters={{ sort: 'newest' }} onChange={onChange} />, lang);
    const form = screen.getByRole('search');
    await userEvent.type(within(form).getByRole('searchbox'), '1001');
    await userEvent.click(within(form).getByRole('button', { name }));
    expect(onChange).toHaveBeenCalledWith({ q: '1001' });
  });
});

describe('tickets list', () => {
  it('shows a client their outgoing tickets with number, status, urgency, type, department and last update', async () => {
    const fetch = mockFetch(me('client'), [200, page([ticket(1, { urgent: true, status: 'in_progress', assignee: { id: 'a', name: 'Omar' } }), ticket(2, { status: 'closed_by_client' })], 25)]);
    await renderAt('/en/tickets', 'tickets', <TicketsPage />);
    const items = within(await screen.findByRole('list', { name: 'Outgoing' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('#1001')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Subject 1' })).toHaveAttribute('href', '/en/tickets/t1');
    expect(first.getByText('In progress')).toBeInTheDocument();
    expect(first.getByText('Urgent')).toBeInTheDocument();
    expect(first.getByText('Problem')).toBeInTheDocument();
    expect(first.getByText('Billing')).toBeInTheDocument();
    expect(first.getByText('Omar')).toBeInTheDocument();
    expect(first.getByText(/Nov 20, 2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Closed by client')).toBeInTheDocument();
    expect(screen.getByText('25 tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Outgoing/ })).toHaveAttribute('aria-current', 'page');
    expect(apiCall(fetch, 1).url).toBe('/api/tickets?box=outgoing&page=1&pageSize=10');
  });

  it('starts an agent on the incoming box, naming each ticket’s client', async () => {
    const fetch = mockFetch(me('agent'), [200, page([ticket(3)])]);
    await renderAt('/en/tickets', 'tickets', <TicketsPage />);
    const list = await screen.findByRole('list', { name: 'Incoming' });
    expect(within(list).getByText('Sara')).toBeInTheDocument();
    expect(apiCall(fetch, 1).url).toBe('/api/tickets?box=incoming&page=1&pageSize=10');
  });

  it.each([
    ['en', 'Service level', 'Breaching soon', 'First answer due in'],
    ['ar', 'مستوى الخدمة', 'يوشك أن يتجاوز', 'الرد الأول: يتبقى'],
  ] as const)('%s: shows an agent each ticket\'s SLA timer and filters by "breaching soon"', async (lang, label, soon, left) => {
    // 80 % of the first answer's hour passed a minute ago; 10 minutes are left.
    const sla = { state: 'soon' as const, target: 'firstResponse' as const, warnAt: new Date(Date.now() - 60_000).toISOString(), dueAt: new Date(Date.now() + 600_000).toISOString() };
    const fetch = mockFetch(me('agent'), [200, page([ticket(3, { sla })])], [200, page([ticket(3, { sla })])]);
    await renderAt(`/${lang}/tickets`, 'tickets', <TicketsPage />, lang);
    await screen.findByText('Subject 3');
    const timer = document.querySelector('.pt-sla')!;
    expect(timer).toHaveTextContent(soon);
    // The words remain outside business hours too (then no business time is left to count).
    expect(timer.textContent).toContain(left);
    await userEvent.selectOptions(screen.getByLabelText(label), 'soon');
    await screen.findByText('Subject 3');
    expect(currentLocation).toBe(`/${lang}/tickets?sla=soon`);
    expect(apiCall(fetch, 2).url).toBe('/api/tickets?box=incoming&sla=soon&page=1&pageSize=10');
  });

  it.each([
    ['en', 'My availability', 'Online'],
    ['ar', 'حالتي', 'متصل'],
  ] as const)('%s: an agent sets their availability in the header', async (lang, label, online) => {
    const fetch = mockFetch(me('agent'), [200, page([ticket(3)])]);
    await renderAt(`/${lang}/tickets`, 'tickets', <TicketsPage />, lang);
    const select = await screen.findByLabelText(label);
    await screen.findByText('Subject 3');
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: online }));
    expect(availabilityPuts(fetch)).toEqual([{ state: 'online' }]);
    expect(select).toHaveValue('online');
  });

  it('shows a client no availability', async () => {
    mockFetch(me('client'), [200, page([ticket(1)])]);
    await renderAt('/en/tickets', 'tickets', <TicketsPage />);
    await screen.findByText('Subject 1');
    expect(screen.queryByLabelText('My availability')).not.toBeInTheDocument();
  });

  it('keeps filters in the URL and asks the API with them', async () => {
    const fetch = mockFetch(me('client'), [200, page([ticket(1)])], [200, page([ticket(1)])], [200, page([])]);
    await renderAt('/en/tickets?page=3', 'tickets', <TicketsPage />);
    await screen.findByText('Subject 1');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'resolved');
    await screen.findByText('Subject 1');
    expect(currentLocation).toBe('/en/tickets?status=resolved');
    await userEvent.click(screen.getByLabelText('Starred only'));
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
    expect(apiCall(fetch, 3).url).toBe('/api/tickets?box=outgoing&status=resolved&starred=true&page=1&pageSize=10');
  });

  it('links Previous and Next to the rows shown, and the page numbers by number', async () => {
    const [first, last] = [1, 2].map((n) => encodeTicketCursor({ updatedAt: `2026-11-20T10:3${n}:00.000001Z`, number: 1000 + n }));
    const shown = { ...page([ticket(1), ticket(2)], 45), page: 3, cursors: { first, last } };
    const fetch = mockFetch(me('client'), [200, shown], [200, { ...shown, page: 4 }]);
    await renderAt('/en/tickets?status=new&page=3', 'tickets', <TicketsPage />);
    await screen.findByText('Subject 1');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', `/en/tickets?status=new&page=2&before=${first}`);
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/en/tickets?status=new&page=4');
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(currentLocation).toBe(`/en/tickets?status=new&page=4&after=${last}`);
    await screen.findByRole('link', { name: 'Page 3' });
    expect(apiCall(fetch, 2).url).toBe(`/api/tickets?box=outgoing&status=new&page=4&pageSize=10&after=${last}`);
  });

  it('links Previous from page 2 to the top of the list, where tickets that came since show', async () => {
    const [first, last] = [1, 2].map((n) => encodeTicketCursor({ updatedAt: `2026-11-20T10:3${n}:00.000001Z`, number: 1000 + n }));
    mockFetch(me('client'), [200, { ...page([ticket(1), ticket(2)], 35), page: 2, cursors: { first, last } }]);
    await renderAt('/en/tickets?status=new&page=2', 'tickets', <TicketsPage />);
    await screen.findByText('Subject 1');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/tickets?status=new');
  });

  it('reads a page by number when its link carries a cursor that is not one', async () => {
    const fetch = mockFetch(me('client'), [200, page([ticket(1)])]);
    await renderAt('/en/tickets?page=2&after=forged', 'tickets', <TicketsPage />);
    await screen.findByText('Subject 1');
    expect(apiCall(fetch, 1).url).toBe('/api/tickets?box=outgoing&page=2&pageSize=10');
  });

  it('searches after the user stops typing', async () => {
    jest.useFakeTimers();
    const fetch = mockFetch(me('client'), [200, page([ticket(1)])], [200, page([ticket(7, { subject: 'VAT invoice' })])]);
    await renderAt('/en/tickets', 'tickets', <TicketsPage />);
    await screen.findByText('Subject 1');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'VAT');
    await act(() => jest.advanceTimersByTimeAsync(400));
    jest.useRealTimers();
    expect(await screen.findByText('VAT invoice')).toBeInTheDocument();
    expect(apiCall(fetch, 2).url).toBe('/api/tickets?box=outgoing&q=VAT&page=1&pageSize=10');
  });

  it('uses Arabic labels and Arabic-Indic digits in Arabic', async () => {
    mockFetch(me('client'), [200, page([ticket(1, { status: 'resolved' })])]);
    await renderAt('/ar/tickets', 'tickets', <TicketsPage />, 'ar');
    expect(await screen.findByText('تم حلها')).toBeInTheDocument();
    expect(screen.getByText('#١٠٠١')).toBeInTheDocument();
    expect(screen.getByText('مشكلة')).toBeInTheDocument();
  });

  it('shows the empty state with a way to raise a ticket', async () => {
    mockFetch(me('client'), [200, page([])]);
    await renderAt('/en/tickets', 'tickets', <TicketsPage />);
    expect(await screen.findByText('You have not raised any tickets yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New ticket' })[0]).toHaveAttribute('href', '/en/tickets/new');
  });

  it('shows the failure message with a retry that reloads the list', async () => {
    mockFetch(me('client'), [500, { message: 'Internal Server Error', errors: [] }], [200, page([ticket(3)])]);
    await renderAt('/en/tickets', 'tickets', <TicketsPage />);
    expect(await screen.findByText('Failed to load tickets. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Subject 3')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load tickets. Please try again later.')).not.toBeInTheDocument();
  });
});
