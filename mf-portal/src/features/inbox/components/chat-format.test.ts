import type { ChatContent, ChatMessage } from '@site/shared/chat';
import { messagePreview, quoteMessages } from './chat-format';

const message = (sender: 'client' | 'agent', content: ChatContent, createdAt: string, file: ChatMessage['file'] = null): ChatMessage => ({
  id: `${sender}-${createdAt}`,
  conversationId: 'c',
  clientId: 'x',
  sender,
  content,
  file,
  createdAt,
});
const text = (body: string): ChatContent => ({ kind: 'text', text: body });
const kindName = (kind: string) => `[${kind}]`;

test('a ticket quotes each message on its own "> who (when): text" line, continuing lines quoted too', () => {
  const messages = [message('client', text('Hello\nmy order'), '2026-11-23T10:00:00Z'), message('agent', text('On it'), '2026-11-23T10:01:00Z')];
  const quoted = quoteMessages(messages, (m) => (m.sender === 'agent' ? 'Support' : 'Visitor'), (m) => messagePreview(m, kindName), 'en').split('\n');
  expect(quoted).toHaveLength(3);
  expect(quoted[0]).toMatch(/^> Visitor \(.+\): Hello$/);
  expect(quoted[1]).toBe('> my order');
  expect(quoted[2]).toMatch(/^> Support \(.+\): On it$/);
});

test('previews: the text, the coordinates of a place, the kind and name of a file', () => {
  const at = '2026-11-23T10:00:00Z';
  expect(messagePreview(message('client', text('مرحبا hello'), at), kindName)).toBe('مرحبا hello');
  expect(messagePreview(message('client', { kind: 'location', latitude: 24.7136, longitude: 46.6753 }, at), kindName)).toBe('[location] 24.71360, 46.67530');
  const file = { id: 'f', name: 'invoice.pdf', type: 'application/pdf', size: 2048, url: '/x' };
  expect(messagePreview(message('client', { kind: 'file', uploadId: 'f' }, at, file), kindName)).toBe('[file]: invoice.pdf');
});

describe('a ticket quoting the chat', () => {
  it('leaves internal notes out: the client reads the ticket', () => {
    const note = { ...message('agent', text('Between agents'), '2027-03-01T10:01:00Z'), internal: true as const };
    const quoted = quoteMessages([message('client', text('Help'), '2027-03-01T10:00:00Z'), note], (m) => m.sender, (m) => messagePreview(m, kindName), 'en');
    expect(quoted).toContain('Help');
    expect(quoted).not.toContain('Between agents');
  });
});
