import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import type { TicketDetail } from '@site/shared/types';
import { apiCall, mockFetch } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { TicketDetailsPage } from './ticket-details-page';

const now = new Date().toISOString();
const ticket = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  id: 't1', number: 1042, type: 'problem', department: 'technical', subject: 'Printer offline', urgent: true, status: 'new',
  client: { id: 'c1', name: 'Sara' }, assignee: null, starred: false, replyCount: 0, updatedAt: now, createdAt: now,
  details: 'It stopped after the update.', autoClose: false, rating: null, ratingComment: null, openedBy: { id: 'c1', name: 'Sara' },
  statusChangedAt: now, autoCloseAt: null, viewerRole: 'client', attachments: [], replies: [], events: [], ...over,
});
const open = (detail: TicketDetail, ...more: Array<[number, unknown]>) => {
  const fetch = mockFetch([200, detail], ...more);
  return { fetch, rendered: renderAt('/en/tickets/t1', 'tickets/:id', <><Toaster /><TicketDetailsPage /></>) };
};
const actionNames = () => within(screen.getByRole('group', { name: 'Ticket actions' })).getAllByRole('button').map((b) => b.textContent);

describe('ticket page', () => {
  it('loads the ticket by its own request and shows its header and request', async () => {
    const { fetch } = open(ticket());
    expect(await screen.findByRole('heading', { name: 'Printer offline', level: 1 })).toBeInTheDocument();
    expect(apiCall(fetch, 0).url).toBe('/api/tickets/t1');
    expect(screen.getByText('#1042')).toBeInTheDocument();
    expect(screen.getByText('Technical support')).toBeInTheDocument();
    expect(screen.getByText('It stopped after the update.')).toBeInTheDocument();
  });

  it('offers a client edit, close and delete on a new unanswered ticket, and nothing of an agent', async () => {
    open(ticket());
    await screen.findByRole('heading', { level: 1 });
    expect(actionNames()).toEqual(['Edit', 'Close ticket', 'Delete ticket']);
    expect(screen.getByRole('form', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate the support you received' })).not.toBeInTheDocument();
  });

  it('offers an agent start, resolve and transfer', async () => {
    open(ticket({ viewerRole: 'agent' }));
    await screen.findByRole('heading', { level: 1 });
    expect(actionNames()).toEqual(['Start working', 'Mark as resolved', 'Transfer']);
  });

  it('shows replies with their role and files: images to view, other files to download with their size', async () => {
    open(ticket({
      status: 'in_progress', replyCount: 1,
      replies: [{
        id: 'r1', author: { id: 'a1', name: 'Omar', role: 'agent' }, body: 'Try these steps', createdAt: now,
        attachments: [
          { id: 'f1', name: 'steps.pdf', type: 'application/pdf', size: 2048, url: '/api/uploads/f1?sig=x' },
          { id: 'f2', name: 'screen.png', type: 'image/png', size: 10, url: '/api/uploads/f2?sig=y' },
        ],
      }],
    }));
    const reply = (await screen.findByText('Try these steps')).closest('li')!;
    expect(within(reply).getByText('Support')).toBeInTheDocument();
    expect(within(reply).getByRole('link', { name: 'steps.pdf' })).toHaveAttribute('href', '/api/uploads/f1?sig=x');
    expect(within(reply).getByText('(2 kilobytes)')).toBeInTheDocument();
    await userEvent.click(within(reply).getByRole('button', { name: 'View screen.png' }));
    expect(screen.getByRole('img', { name: 'screen.png' })).toHaveAttribute('src', '/api/uploads/f2?sig=y');
  });

  it('closes after a confirmation and shows the ticket the API returns', async () => {
    const { fetch } = open(ticket({ status: 'in_progress', replyCount: 1 }), [200, ticket({ status: 'closed_by_client', replyCount: 1 })]);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this ticket?' });
    expect(within(dialog).getByText('You can reopen it within 14 days.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('Ticket closed')).toBeInTheDocument();
    expect(apiCall(fetch, 1)).toMatchObject({ url: '/api/tickets/t1/close', method: 'POST' });
    await waitFor(() => expect(actionNames()).toEqual(['Reopen']));
    expect(screen.getByText(/You can reopen this ticket until/)).toBeInTheDocument();
  });

  it('says why a refused action failed, with a retry', async () => {
    const refusal = { message: 'This ticket was closed more than 14 days ago and can no longer be reopened. Please raise a new ticket.', errors: [] };
    // The client tries a refused write once more (409 may be a passing conflict); both are refused.
    open(ticket({ status: 'resolved' }), [409, refusal], [409, refusal]);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Failed to reopen ticket')).toBeInTheDocument();
    expect(screen.getByText(/can no longer be reopened/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('rates a resolved ticket with stars and a comment', async () => {
    const { fetch } = open(ticket({ status: 'resolved' }), [200, ticket({ status: 'resolved', rating: 4, ratingComment: 'Quick' })]);
    const form = await screen.findByRole('form', { name: 'Rate the support you received' });
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(form).getByLabelText('Comment (optional)'), 'Quick');
    await userEvent.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('4 of 5')).toBeInTheDocument();
    expect(apiCall(fetch, 1)).toMatchObject({ url: '/api/tickets/t1/rate', body: { rating: 4, comment: 'Quick' } });
  });

  it('says so when the ticket does not exist or is not the caller’s', async () => {
    mockFetch([404, { message: '404 Page Not Found', errors: [] }]);
    await renderAt('/en/tickets/zzz', 'tickets/:id', <TicketDetailsPage />);
    expect(await screen.findByText('This ticket does not exist, or you do not have access to it.')).toBeInTheDocument();
  });
});
