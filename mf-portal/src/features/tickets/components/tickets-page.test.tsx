import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page, TicketSummary } from '@site/shared/types';
import { apiCall, mockFetch } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { TicketsPage } from './tickets-page';

const ticket = (n: number, over: Partial<TicketSummary> = {}): TicketSummary => ({
  id: `t${n}`, number: 1000 + n, type: 'Technical', category: 'Billing', subject: `Subject ${n}`, urgent: false,
  status: 'new', assignee: null, updatedAt: '2026-11-20T10:30:00Z', createdAt: '2026-11-19T08:00:00Z', ...over,
});

const page = (items: TicketSummary[], total = items.length): Page<TicketSummary> => ({ items, page: 1, pageSize: 10, total });

describe('tickets list', () => {
  it('lists number, subject, type, category, status label, urgency and last update', async () => {
    const fetch = mockFetch([200, page([ticket(1, { urgent: true, status: 'in_progress' }), ticket(2, { status: 'closed_by_client' })], 25)]);
    await renderAt('/en/tickets', 'tickets', <TicketsPage />);
    const items = within(await screen.findByRole('list', { name: 'My tickets' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('#1001')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Subject 1' })).toHaveAttribute('href', '/en/tickets/t1');
    expect(first.getByText('In progress')).toBeInTheDocument();
    expect(first.getByText('Urgent')).toBeInTheDocument();
    expect(first.getByText('Technical')).toBeInTheDocument();
    expect(first.getByText('Billing')).toBeInTheDocument();
    expect(first.getByText(/Nov 20, 2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Closed by client')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Urgent')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(apiCall(fetch, 0).url).toBe('/api/tickets?page=1&pageSize=10');
  });

  it('uses Arabic labels and Arabic-Indic digits in Arabic', async () => {
    mockFetch([200, page([ticket(1, { status: 'resolved' })])]);
    await renderAt('/ar/tickets', 'tickets', <TicketsPage />, 'ar');
    expect(await screen.findByText('تم حلها')).toBeInTheDocument();
    expect(screen.getByText('#١٠٠١')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockFetch([200, page([])]);
    await renderAt('/en/tickets', 'tickets', <TicketsPage />);
    expect(await screen.findByText('You have no tickets yet.')).toBeInTheDocument();
  });

  it('shows the SPEC error with a retry that reloads the list', async () => {
    mockFetch([500, { message: 'Internal Server Error', errors: [] }], [200, page([ticket(3)])]);
    await renderAt('/en/tickets?page=2', 'tickets', <TicketsPage />);
    expect(await screen.findByText('Failed to load tickets. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Subject 3')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load tickets. Please try again later.')).not.toBeInTheDocument();
  });
});
