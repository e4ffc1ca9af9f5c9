import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatTopic } from '@site/shared/chat';
import { initI18n } from '@site/shared/i18n';
import { useConversation } from '../hooks/use-conversation';
import { ChatPanel } from './chat-panel';

/* The panel with its real conversation state over a stand-in connection. */
const request = jest.fn();
const subscribe = jest.fn(() => () => undefined);
jest.mock('../api/connection', () => ({
  chatConnection: () => ({ request, subscribe, onStatus: () => () => undefined, onResync: () => () => undefined }),
  ensureIdentity: () => Promise.resolve(),
  hasChatIdentity: () => true,
}));

const conversation = {
  id: 'c1', status: 'open', owner: { kind: 'visitor', name: null }, assigneeId: null, client: { page: null, lang: 'en' }, ticketId: null, unread: 0,
  receipts: { client: { deliveredAt: null, readAt: null }, agent: { deliveredAt: null, readAt: null } }, lastMessage: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

function Panel() {
  const chat = useConversation(true);
  return <ChatPanel id="panel" lang="en" chat={chat} onClose={() => undefined} />;
}

beforeAll(async () => {
  await initI18n('en');
});

it('follows the conversation the visitor started by leaving their contact, at once (an answer shows without another message)', async () => {
  let started = false;
  request.mockImplementation((name: string) => {
    if (name === 'chat.contact') {
      started = true;
      return Promise.resolve({ email: 'sam@example.org' });
    }
    if (name === 'chat.history') return Promise.resolve(started ? { conversation, messages: [] } : { conversation: null, messages: [] });
    return Promise.resolve(null);
  });
  const user = userEvent.setup();
  render(<Panel />);
  await act(async () => undefined);
  expect(subscribe).not.toHaveBeenCalled();

  await user.click(screen.getByText('Leave your contact details (optional)'));
  await user.type(screen.getByLabelText('Email'), 'sam@example.org');
  await user.click(screen.getByRole('button', { name: 'Save my details' }));
  expect(await screen.findByText('Thank you. We will reach you there.')).toBeInTheDocument();
  // The conversation the contact started is read and its topic followed, before any message.
  await act(async () => undefined);
  expect(subscribe).toHaveBeenCalledWith(chatTopic('c1'), expect.any(Function));
});

it('keeps a message sent while an older read of the history was on its way (that late answer does not erase it)', async () => {
  const message = (id: string, text: string, createdAt: string) => ({ id, conversationId: 'c1', clientId: id, sender: 'client', content: { kind: 'text', text }, file: null, createdAt });
  const first = message('m1', 'First words', '2026-01-01T00:00:01Z');
  const second = message('m2', 'Second words', '2026-01-01T00:00:02Z');
  const late: Array<() => void> = [];
  let reads = 0;
  request.mockImplementation((name: string) => {
    if (name === 'chat.history') {
      reads += 1;
      const answer = { conversation, messages: [first] };
      // The first read answers at once; the one a change asks for comes back after the send.
      return reads === 1 ? Promise.resolve(answer) : new Promise((resolve) => late.push(() => resolve(answer)));
    }
    if (name === 'chat.send') return Promise.resolve(second);
    return Promise.resolve(null);
  });
  let listener: (name: string, data: unknown) => void = () => undefined;
  subscribe.mockImplementation(((_topic: string, onEvent: typeof listener) => {
    listener = onEvent;
    return () => undefined;
  }) as never);
  const user = userEvent.setup();
  render(<Panel />);
  expect(await screen.findByText('First words')).toBeInTheDocument();

  act(() => listener('chat.changed', { conversationId: 'c1' }));
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Second words{Enter}');
  expect(await screen.findByText('Second words')).toBeInTheDocument();
  await act(async () => late.forEach((answer) => answer()));
  expect(screen.getByText('Second words')).toBeInTheDocument();
  expect(screen.getByText('First words')).toBeInTheDocument();
});
