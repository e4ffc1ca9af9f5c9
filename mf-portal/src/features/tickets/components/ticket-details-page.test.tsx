import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import type { TicketDetail, TicketSummary } from '@site/shared/types';
import { apiCallTo, mockFetch, routeFetch } from '../../../test/fetch';
import { currentLocation, renderAt } from '../../../test/render';
import { TicketDetailsPage } from './ticket-details-page';

const now = new Date().toISOString();
const ticket = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  id: 't1', number: 1042, type: 'problem', department: 'technical', subject: 'Printer offline', urgent: true, status: 'new',
  client: { id: 'c1', name: 'Sara' }, assignee: null, starred: false, replyCount: 0, updatedAt: now, createdAt: now,
  details: 'It stopped after the update.', autoClose: false, rating: null, ratingComment: null, openedBy: { id: 'c1', name: 'Sara' },
  statusChangedAt: now, autoCloseAt: null, viewerRole: 'client', clientLang: 'en', attachments: [], replies: [], events: [], ...over,
});
type Answer = [number, unknown];
/** The agent's desk also asks who they are and their list; each request is answered by its URL. */
const DESK: Record<string, Answer> = {
  'GET /api/auth/me': [200, { id: 'a1', role: 'agent', fullName: 'Omar' }],
  'GET /api/tickets?*': [200, { items: [], page: 1, pageSize: 20, total: 0 }],
};
const open = (detail: TicketDetail, routes: Record<string, Answer | Answer[]> = {}) => {
  const fetch = routeFetch({ ...DESK, 'GET /api/tickets/t1': [200, detail], ...routes });
  return { fetch, rendered: renderAt('/en/tickets/t1', 'tickets/:id', <><Toaster /><TicketDetailsPage /></>) };
};
const actionNames = () => within(screen.getByRole('group', { name: 'Ticket actions' })).getAllByRole('button').map((b) => b.textContent);

describe('ticket page', () => {
  it('loads the ticket by its own request and shows its header and request', async () => {
    const { fetch } = open(ticket());
    expect(await screen.findByRole('heading', { name: 'Printer offline', level: 1 })).toBeInTheDocument();
    expect(apiCallTo(fetch, '/api/tickets/t1')).toBeDefined();
    expect(screen.getByText('#1042')).toBeInTheDocument();
    expect(screen.getByText('Technical support')).toBeInTheDocument();
    expect(screen.getByText('It stopped after the update.')).toBeInTheDocument();
  });

  it('shows an agent the requester of a visitor\'s ticket: a contact without an account, reachable from the page', async () => {
    const requester = { name: 'Layla', email: 'layla@example.org', phone: '+966501112233' };
    open(ticket({ viewerRole: 'agent', client: { id: 'a1', name: 'Layla' }, openedBy: { id: 'a1', name: 'Agent' }, requester }));
    await screen.findByRole('heading', { level: 1 });
    const pane = screen.getByRole('complementary', { name: 'The client' });
    expect(within(pane).getByText('Requester (no account)')).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: 'layla@example.org' })).toHaveAttribute('href', 'mailto:layla@example.org');
    expect(within(pane).getByRole('link', { name: '+966501112233' })).toHaveAttribute('href', 'tel:+966501112233');
    // Once on the page: the header does not repeat it.
    expect(screen.getAllByRole('link', { name: 'layla@example.org' })).toHaveLength(1);
  });

  it('gives an agent the requester\'s context beside the conversation, and a client the page as before', async () => {
    open(ticket({ viewerRole: 'agent' }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('complementary', { name: 'The client' })).getByText('Sara')).toBeInTheDocument();
    expect(document.querySelector('.pt-desk-page')).not.toBeNull();
  });

  it('shows a client no context pane', async () => {
    open(ticket());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.querySelector('.pt-desk')).toBeNull();
  });

  it('offers a client edit, close and delete on a new unanswered ticket, and nothing of an agent', async () => {
    open(ticket());
    await screen.findByRole('heading', { level: 1 });
    expect(actionNames()).toEqual(['Edit', 'Close ticket', 'Delete ticket']);
    expect(screen.getByRole('form', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate the support you received' })).not.toBeInTheDocument();
  });

  it('shows an agent an internal note apart from the replies, labelled', async () => {
    open(ticket({
      viewerRole: 'agent',
      replies: [{ id: 'n1', author: { id: 'a1', name: 'Omar', role: 'agent' }, body: 'Legacy plan, no discount', internal: true, createdAt: now, attachments: [] }],
    }));
    const note = (await screen.findByText('Legacy plan, no discount')).closest('li')!;
    expect(note).toHaveClass('pt-message--note');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Internal note: only agents see it' })).toBeInTheDocument();
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
        id: 'r1', author: { id: 'a1', name: 'Omar', role: 'agent' }, body: 'Try these steps', internal: false, createdAt: now,
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
    const { fetch } = open(ticket({ status: 'in_progress', replyCount: 1 }), { 'POST /api/tickets/t1/close': [200, ticket({ status: 'closed_by_client', replyCount: 1 })] });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this ticket?' });
    expect(within(dialog).getByText('You can reopen it within 14 days.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('Ticket closed')).toBeInTheDocument();
    expect(apiCallTo(fetch, '/api/tickets/t1/close', 'POST')).toBeDefined();
    await waitFor(() => expect(actionNames()).toEqual(['Reopen']));
    expect(screen.getByText(/You can reopen this ticket until/)).toBeInTheDocument();
  });

  it('says why a refused action failed, with a retry', async () => {
    const refusal = { message: 'This ticket was closed more than 14 days ago and can no longer be reopened. Please raise a new ticket.', errors: [] };
    // The client tries a refused write once more (409 may be a passing conflict); both are refused.
    open(ticket({ status: 'resolved' }), { 'POST /api/tickets/t1/reopen': [[409, refusal], [409, refusal]] });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Failed to reopen ticket')).toBeInTheDocument();
    expect(screen.getByText(/can no longer be reopened/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('rates a resolved ticket with stars and a comment', async () => {
    const { fetch } = open(ticket({ status: 'resolved' }), { 'POST /api/tickets/t1/rate': [200, ticket({ status: 'resolved', rating: 4, ratingComment: 'Quick' })] });
    const form = await screen.findByRole('form', { name: 'Rate the support you received' });
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(form).getByLabelText('Comment (optional)'), 'Quick');
    await userEvent.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('4 of 5')).toBeInTheDocument();
    expect(apiCallTo(fetch, '/api/tickets/t1/rate', 'POST')).toMatchObject({ body: { rating: 4, comment: 'Quick' } });
  });

  it('says so when the ticket does not exist or is not the caller’s', async () => {
    mockFetch([404, { message: '404 Page Not Found', errors: [] }]);
    await renderAt('/en/tickets/zzz', 'tickets/:id', <TicketDetailsPage />);
    expect(await screen.findByText('This ticket does not exist, or you do not have access to it.')).toBeInTheDocument();
  });
});

describe('the agent desk\'s ticket list', () => {
  const summary = (id: string, number: number, subject: string): TicketSummary => ({
    id, number, type: 'problem', department: 'technical', subject, urgent: false, status: 'new',
    client: { id: 'c1', name: 'Sara' }, assignee: null, starred: false, replyCount: 0, updatedAt: now, createdAt: now,
  });
  const listed = { items: [summary('t1', 1042, 'Printer offline'), summary('t2', 1043, 'Invoice missing')], page: 1, pageSize: 20, total: 2 };
  const agentTicket = ticket({ viewerRole: 'agent' });
  const desk = (url: string, lang: 'en' | 'ar' = 'en') => {
    const fetch = routeFetch({
      ...DESK,
      'GET /api/tickets?*': [[200, listed], [200, listed], [200, listed]],
      'GET /api/tickets/t1': [200, agentTicket],
      'GET /api/tickets/t2': [200, ticket({ id: 't2', number: 1043, subject: 'Invoice missing', viewerRole: 'agent' })],
    });
    void renderAt(url, 'tickets/:id', <TicketDetailsPage />, lang);
    return fetch;
  };
  const listCall = (fetch: ReturnType<typeof routeFetch>) => fetch.mock.calls.map(([url]) => url).find((url) => url.startsWith('/api/tickets?'));

  it.each([
    ['en', 'Tickets: Incoming', '#1042', '#1043'],
    ['ar', 'التذاكر: الواردة', '#١٠٤٢', '#١٠٤٣'],
  ] as const)('%s: lists the agent\'s tickets first, the open one marked as current', async (lang, name, open, other) => {
    desk(`/${lang}/tickets/t1`, lang);
    const pane = await screen.findByRole('navigation', { name });
    const current = await within(pane).findByRole('link', { current: 'page' });
    expect(current).toHaveTextContent(open);
    expect(current).toHaveAttribute('href', `/${lang}/tickets/t1`);
    expect(within(pane).getByText(other).closest('a')).not.toHaveAttribute('aria-current');
  });

  it('asks for the box and filters the agent chose on /tickets, and keeps them on every link', async () => {
    const fetch = desk('/en/tickets/t1?box=outgoing&status=new&q=printer');
    const pane = await screen.findByRole('navigation', { name: 'Tickets: Outgoing' });
    await within(pane).findByRole('link', { current: 'page' });
    expect(listCall(fetch)).toMatch(/^\/api\/tickets\?box=outgoing&status=new&q=printer&/);
    expect(within(pane).getByText('#1043').closest('a')).toHaveAttribute('href', '/en/tickets/t2?box=outgoing&status=new&q=printer');
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/en/tickets?box=outgoing&status=new&q=printer');
    expect(within(pane).getByRole('link', { name: 'Full list and filters' })).toHaveAttribute('href', '/en/tickets?box=outgoing&status=new&q=printer');
  });

  it('opens another ticket in place: the list stays and marks it', async () => {
    desk('/en/tickets/t1?box=incoming');
    const pane = await screen.findByRole('navigation', { name: 'Tickets: Incoming' });
    await screen.findByRole('heading', { level: 1, name: 'Printer offline' });
    await userEvent.click(within(pane).getByText('Invoice missing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice missing' })).toBeInTheDocument();
    expect(currentLocation).toBe('/en/tickets/t2?box=incoming');
    expect(screen.getByRole('navigation', { name: 'Tickets: Incoming' })).toBe(pane);
    expect(within(pane).getByRole('link', { current: 'page' })).toHaveTextContent('#1043');
  });

  it('folds behind a "Tickets" button that a keyboard opens and closes', async () => {
    desk('/en/tickets/t1');
    const toggle = await screen.findByRole('button', { name: 'Tickets: Incoming' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveClass('pt-desk-list-body--open');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is not shown to a client, who is not asked for a list', async () => {
    const { fetch } = open(ticket());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(listCall(fetch)).toBeUndefined();
  });
});
