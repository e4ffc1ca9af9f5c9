import { type ReactElement, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatConversation } from '@site/shared/chat';
import type { DeskContext } from '@site/shared/desk';
import { formatDate } from '@site/shared/i18n';
import { deskContextCalls, mockDeskContext, mockFetch } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { ContextPane } from './context-pane';

const conversation = (contact: ChatConversation['contact'], over: Partial<ChatConversation> = {}): ChatConversation => ({
  id: 'c1', status: 'open', owner: { kind: 'visitor', name: null }, assigneeId: null, client: { page: 'https://example.com/en/pricing', lang: 'ar' },
  ticketId: null, contact, unread: 0, receipts: { client: { deliveredAt: null, readAt: null }, agent: { deliveredAt: null, readAt: null } },
  lastMessage: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...over,
});

const EMPTY: DeskContext = { tickets: { items: [], total: 0 }, chats: { items: [], total: 0 }, origin: null };
const HISTORY: DeskContext = {
  tickets: { items: [{ id: 't7', number: 2051, subject: 'Refund for order 88', status: 'resolved', updatedAt: '2026-11-10T12:00:00Z' }], total: 1 },
  chats: {
    items: [{ id: 'c0', status: 'open', startedAt: '2026-11-12T07:00:00Z', updatedAt: '2026-11-12T07:05:00Z', lastMessage: { sender: 'agent', kind: 'photo', text: null, createdAt: '2026-11-12T07:05:00Z' } }],
    total: 1,
  },
  origin: null,
};

const show = async (lang: 'en' | 'ar', element: ReactElement, ...answers: Array<[number, unknown] | 'pending'>) => {
  mockDeskContext(...answers);
  const fetch = mockFetch();
  await renderAt(`/${lang}/inbox`, 'inbox', element, lang);
  return fetch;
};

it.each([
  ['en', 'Contact details'],
  ['ar', 'بيانات التواصل'],
] as const)('%s: shows the contact a visitor left, the email and phone as left-to-right links', async (lang, label) => {
  await show(lang, <ContextPane conversation={conversation({ name: 'سلمى', email: 'salma@example.org', phone: '+966501112233' })} />, [200, EMPTY]);
  const pane = screen.getByRole('complementary');
  expect(pane).toHaveTextContent(label);
  expect(pane).toHaveTextContent('سلمى');
  expect(screen.getByRole('link', { name: 'salma@example.org' })).toHaveAttribute('href', 'mailto:salma@example.org');
  expect(screen.getByRole('link', { name: 'salma@example.org' })).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('link', { name: '+966501112233' })).toHaveAttribute('href', 'tel:+966501112233');
});

it('has no contact row when the visitor left nothing', async () => {
  await show('en', <ContextPane conversation={conversation(null)} />, [200, EMPTY]);
  expect(screen.getByRole('complementary')).not.toHaveTextContent('Contact details');
  expect(screen.queryByRole('link', { name: /mailto/ })).toBeNull();
});

describe.each([
  { lang: 'en', number: '#2051', status: 'Resolved', open: 'Open', photo: 'Photo', agent: 'Support', loading: "Loading the client's history…", failed: "The client's history could not be loaded.", retry: 'Try again', noTickets: 'No other tickets.', noChats: 'No other chats.' },
  { lang: 'ar', number: '#٢٠٥١', status: 'تم حلها', open: 'مفتوحة', photo: 'صورة', agent: 'الدعم', loading: 'جارٍ تحميل سجل العميل…', failed: 'تعذّر تحميل سجل العميل.', retry: 'إعادة المحاولة', noTickets: 'لا توجد تذاكر أخرى.', noChats: 'لا توجد محادثات أخرى.' },
] as const)('$lang: the client\'s history in the inbox context pane', (text) => {
  const { lang } = text;

  it('lists the client\'s tickets and other chats as links to the ticket and the inbox', async () => {
    const fetch = await show(lang, <ContextPane conversation={conversation(null)} />, [200, HISTORY]);
    const ticket = await screen.findByRole('link', { name: new RegExp(`${text.number} Refund for order 88`) });
    expect(ticket).toHaveAttribute('href', `/${lang}/tickets/t7`);
    const pane = screen.getByRole('complementary');
    expect(pane).toHaveTextContent(text.status);
    const chat = within(pane).getByRole('link', { name: new RegExp(formatDate('2026-11-12T07:00:00Z', lang, { dateStyle: 'medium' })) });
    expect(chat).toHaveAttribute('href', `/${lang}/inbox?box=open&c=c0`);
    expect(pane).toHaveTextContent(text.open);
    // A photo as its kind's name, said by support.
    expect(pane).toHaveTextContent(`${text.agent}: ${text.photo}`);
    expect(deskContextCalls(fetch)).toEqual(['/api/desk/conversations/c1/context']);
  });

  it('shows a loading skeleton, then says when there is nothing else', async () => {
    await show(lang, <ContextPane conversation={conversation(null)} />, 'pending');
    expect(screen.getByRole('status', { name: text.loading })).toBeInTheDocument();
    await show(lang, <ContextPane conversation={conversation(null, { id: 'c2' })} />, [200, EMPTY]);
    expect(await screen.findByText(text.noTickets)).toBeInTheDocument();
    expect(screen.getByText(text.noChats)).toBeInTheDocument();
  });

  it('offers a retry when the history could not be loaded', async () => {
    await show(lang, <ContextPane conversation={conversation(null)} />, [500, { message: 'Server error', errors: [] }], [200, HISTORY]);
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('link', { name: new RegExp(`${text.number} Refund`) })).toBeInTheDocument();
  });
});

it('reads the history again once a ticket is created from the conversation', async () => {
  function Harness() {
    const [current, setCurrent] = useState(conversation(null));
    return (
      <>
        <button type="button" onClick={() => setCurrent(conversation(null, { ticketId: 't9' }))}>link</button>
        <ContextPane conversation={current} />
      </>
    );
  }
  const fetch = await show('en', <Harness />, [200, EMPTY], [200, HISTORY]);
  expect(await screen.findByText('No other tickets.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'link' }));
  await waitFor(() => expect(deskContextCalls(fetch)).toHaveLength(2));
  expect(await screen.findByRole('link', { name: /#2051/ })).toBeInTheDocument();
});
