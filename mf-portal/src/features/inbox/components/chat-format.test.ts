import type { ChatMessage } from '@site/shared/chat';
import { messagePreview, quoteMessages } from './chat-format';

const message = (sender: 'client' | 'agent', text: string, createdAt: string): ChatMessage => ({
  id: `${sender}-${createdAt}`,
  conversationId: 'c',
  clientId: 'x',
  sender,
  content: { kind: 'text', text },
  createdAt,
});

test('a ticket quotes each message on its own "> who (when): text" line, continuing lines quoted too', () => {
  const messages = [message('client', 'Hello\nmy order', '2026-11-23T10:00:00Z'), message('agent', 'On it', '2026-11-23T10:01:00Z')];
  const quoted = quoteMessages(messages, (m) => (m.sender === 'agent' ? 'Support' : 'Visitor'), 'en').split('\n');
  expect(quoted).toHaveLength(3);
  expect(quoted[0]).toMatch(/^> Visitor \(.+\): Hello$/);
  expect(quoted[1]).toBe('> my order');
  expect(quoted[2]).toMatch(/^> Support \(.+\): On it$/);
});

test('the list preview of a text message is its text', () => {
  expect(messagePreview(message('client', 'مرحبا hello', '2026-11-23T10:00:00Z'))).toBe('مرحبا hello');
});
