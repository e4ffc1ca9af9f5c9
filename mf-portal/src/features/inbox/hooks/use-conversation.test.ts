import { act, renderHook, waitFor } from '@testing-library/react';
import { CHAT_EVENTS, type ChatConversation, type ChatMessage, chatTopic } from '@site/shared/chat';
import { chatRequests } from '../api/chat-requests';
import { useConversation } from './use-conversation';

/* The hook's real state over a stand-in realtime connection and requests. */
const listeners = new Map<string, (name: string, data: unknown) => void>();
jest.mock('@site/shared/realtime', () => ({
  pageRealtime: () => ({
    subscribe: (topic: string, onEvent: (name: string, data: unknown) => void) => {
      listeners.set(topic, onEvent);
      return () => listeners.delete(topic);
    },
    onResync: () => () => undefined,
  }),
}));
jest.mock('../api/chat-requests', () => ({ chatRequests: { history: jest.fn(), read: jest.fn(() => Promise.resolve({ at: '' })) } }));

const conversation = { id: 'c1', unread: 0 } as ChatConversation;
const message = (id: string, createdAt: string) =>
  ({ id, conversationId: 'c1', clientId: id, sender: 'client', content: { kind: 'text', text: id }, file: null, createdAt }) as ChatMessage;

it('keeps a message heard while an older read of the history was on its way (that late answer does not erase it)', async () => {
  const first = message('m1', '2026-01-01T00:00:01Z');
  const photo = message('m2', '2026-01-01T00:00:02Z');
  const late: Array<() => void> = [];
  const history = jest.mocked(chatRequests.history);
  history.mockResolvedValueOnce({ conversation, messages: [first] });
  history.mockImplementationOnce(() => new Promise((resolve) => late.push(() => resolve({ conversation, messages: [first] }))));
  const { result } = renderHook(() => useConversation('c1'));
  await waitFor(() => expect(result.current.messages).toEqual([first]));

  const onEvent = listeners.get(chatTopic('c1'))!;
  act(() => onEvent(CHAT_EVENTS.changed, { conversationId: 'c1' }));
  act(() => onEvent(CHAT_EVENTS.message, photo));
  expect(result.current.messages).toEqual([first, photo]);
  await act(async () => late.forEach((answer) => answer()));
  expect(history).toHaveBeenCalledTimes(2);
  expect(result.current.messages).toEqual([first, photo]);
});
