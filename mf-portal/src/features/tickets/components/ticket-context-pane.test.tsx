import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskContext } from '@site/shared/desk';
import { formatDate } from '@site/shared/i18n';
import type { TicketDetail } from '@site/shared/types';
import { deskContextCalls, mockDeskContext, mockFetch } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { TicketContextPane } from './ticket-context-pane';

const now = '2026-11-20T10:00:00Z';
const ticket = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  id: 't1', number: 1042, type: 'problem', department: 'technical', subject: 'Printer offline', urgent: false, status: 'new',
  client: { id: 'c1', name: 'سارة' }, assignee: null, starred: false, replyCount: 0, updatedAt: now, createdAt: now,
  details: 'x', autoClose: false, rating: null, ratingComment: null, openedBy: { id: 'c1', name: 'سارة' },
  statusChangedAt: now, autoCloseAt: null, viewerRole: 'agent', clientLang: 'ar', attachments: [], replies: [], events: [], ...over,
});

const EMPTY: DeskContext = { tickets: { items: [], total: 0 }, chats: { items: [], total: 0 }, origin: null };
const HISTORY: DeskContext = {
  tickets: { items: [{ id: 't2', number: 1043, subject: 'Invoice missing', status: 'in_progress', updatedAt: '2026-11-18T09:00:00Z' }], total: 12 },
  chats: {
    items: [{ id: 'c9', status: 'closed', startedAt: '2026-11-17T08:00:00Z', updatedAt: '2026-11-17T08:30:00Z', lastMessage: { sender: 'client', kind: 'text', text: 'Where is my invoice?', createdAt: '2026-11-17T08:30:00Z' } }],
    total: 1,
  },
  origin: { conversationId: 'c9', status: 'closed', page: 'https://example.com/ar/plans' },
};

const show = async (lang: 'en' | 'ar', detail: TicketDetail, ...answers: Array<[number, unknown] | 'pending'>) => {
  mockDeskContext(...answers);
  const fetch = mockFetch();
  await renderAt(`/${lang}/tickets/t1`, 'tickets/:id', <TicketContextPane ticket={detail} />, lang);
  return fetch;
};

describe.each([
  ['en', 'The client', 'Client', 'Requester (no account)'],
  ['ar', 'العميل', 'العميل', 'مقدّم الطلب (بلا حساب)'],
] as const)('%s: the ticket desk context pane', (lang, title, clientLabel, requesterLabel) => {
  it('names the client account that raised the ticket', async () => {
    await show(lang, ticket(), [200, EMPTY]);
    const pane = screen.getByRole('complementary', { name: title });
    expect(within(pane).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(pane).toHaveTextContent(clientLabel);
    expect(pane).toHaveTextContent('سارة');
  });

  it('shows a visitor requester by the contact they left, email and phone as left-to-right links', async () => {
    const requester = { name: 'Layla', email: 'layla@example.org', phone: '+966501112233' };
    await show(lang, ticket({ requester }), [200, EMPTY]);
    const pane = screen.getByRole('complementary', { name: title });
    expect(pane).toHaveTextContent(requesterLabel);
    expect(pane).toHaveTextContent('Layla');
    const email = within(pane).getByRole('link', { name: 'layla@example.org' });
    expect(email).toHaveAttribute('href', 'mailto:layla@example.org');
    expect(email).toHaveAttribute('dir', 'ltr');
    const phone = within(pane).getByRole('link', { name: '+966501112233' });
    expect(phone).toHaveAttribute('href', 'tel:+966501112233');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});

describe.each([
  {
    lang: 'en', number: '#1043', count: '(12)', newest: 'The newest 1 of 12.', status: 'In progress', closed: 'Closed', cameFrom: 'Came from',
    openChat: 'Open the conversation', loading: "Loading the client's history…", failed: "The client's history could not be loaded.",
    retry: 'Try again', noTickets: 'No other tickets.', noChats: 'No other chats.',
  },
  {
    lang: 'ar', number: '#١٠٤٣', count: '(١٢)', newest: 'أحدث ١ من ١٢.', status: 'قيد المعالجة', closed: 'مغلقة', cameFrom: 'جاء من',
    openChat: 'فتح المحادثة', loading: 'جارٍ تحميل سجل العميل…', failed: 'تعذّر تحميل سجل العميل.',
    retry: 'إعادة المحاولة', noTickets: 'لا توجد تذاكر أخرى.', noChats: 'لا توجد محادثات أخرى.',
  },
] as const)('$lang: the requester\'s history in the ticket context pane', (text) => {
  const { lang } = text;

  it('lists the other tickets and chats as links, numbers and dates in the page\'s digits, and where a chat ticket came from', async () => {
    const fetch = await show(lang, ticket(), [200, HISTORY]);
    const link = await screen.findByRole('link', { name: new RegExp(`${text.number} Invoice missing`) });
    expect(link).toHaveAttribute('href', `/${lang}/tickets/t2`);
    const pane = screen.getByRole('complementary');
    expect(pane).toHaveTextContent(text.status);
    expect(pane).toHaveTextContent(formatDate('2026-11-18T09:00:00Z', lang, { dateStyle: 'medium' }));
    expect(pane).toHaveTextContent(text.count);
    expect(pane).toHaveTextContent(text.newest);
    const chat = within(pane).getByRole('link', { name: new RegExp(formatDate('2026-11-17T08:00:00Z', lang, { dateStyle: 'medium' })) });
    expect(chat).toHaveAttribute('href', `/${lang}/inbox?box=closed&c=c9`);
    expect(pane).toHaveTextContent(text.closed);
    expect(pane).toHaveTextContent('Where is my invoice?');
    // A ticket created from a chat: the page the client wrote from and the conversation in the inbox.
    expect(pane).toHaveTextContent(text.cameFrom);
    expect(within(pane).getByRole('link', { name: 'https://example.com/ar/plans' })).toHaveAttribute('dir', 'ltr');
    expect(within(pane).getByRole('link', { name: text.openChat })).toHaveAttribute('href', `/${lang}/inbox?box=closed&c=c9`);
    expect(deskContextCalls(fetch)).toEqual(['/api/desk/tickets/t1/context']);
  });

  it('shows a loading skeleton until the history arrives', async () => {
    await show(lang, ticket(), 'pending');
    expect(screen.getByRole('status', { name: text.loading })).toBeInTheDocument();
    expect(screen.queryByText(text.noTickets)).toBeNull();
  });

  it('says when there is nothing else, and no origin for a ticket raised directly', async () => {
    await show(lang, ticket(), [200, EMPTY]);
    expect(await screen.findByText(text.noTickets)).toBeInTheDocument();
    expect(screen.getByText(text.noChats)).toBeInTheDocument();
    expect(screen.queryByText(text.cameFrom)).toBeNull();
  });

  it('offers a retry when the history could not be loaded', async () => {
    await show(lang, ticket(), [500, { message: 'Server error', errors: [] }], [200, HISTORY]);
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('link', { name: new RegExp(`${text.number} Invoice missing`) })).toBeInTheDocument();
    expect(screen.queryByText(text.failed)).toBeNull();
  });
});
