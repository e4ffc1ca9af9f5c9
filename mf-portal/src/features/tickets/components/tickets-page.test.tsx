import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page, TicketSummary } from '@site/shared/types';
import { apiCall, mockFetch } from '../../../test/fetch';
import { currentLocation, renderAt } from '../../../test/render';
import { TicketsPage } from './tickets-page';

const ticket = (n: number, over: Partial<TicketSummary> = {}): TicketSummary => ({
  id: `t${n}`, number: 1000 + n, type: 'problem', department: 'billing', subject: `Subject ${n}`, urgent: false, status: 'new',
  client: { id: 'c1', name: 'Sara' }, assignee: null, starred: false, replyCount: 0,
  updatedAt: '2026-11-20T10:30:00Z', createdAt: '2026-11-19T08:00:00Z', ...over,
});
const page = (items: TicketSummary[], total = items.length): Page<TicketSummary> => ({ items, page: 1, pageSize: 10, total });
const me = (role: 'client' | 'agent') => [200, { id: 'me', role, fullName: 'Me' }] as [number, unknown];

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
