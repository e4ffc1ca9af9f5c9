import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CHAT_INBOX_TOPIC, type ChatConversation, type ChatMessage, chatTopic } from '@site/shared/chat';
import { DESK_EVENTS, deskTopic } from '@site/shared/desk';
import { chatMessages, outbox } from '../../src/db/schema/index.js';
import { MINUTE } from '../../src/lib/clock.js';
import { notifyMissedChatAnswers } from '../../src/services/messages/notify/chat.js';
import { AGENT2, call, loginToken } from '../helper.js';
import { ask, reply, socketsForFile, text, visitorToken } from './chat-client.js';
import { appForFile } from '../helper.js';

/*
 * Internal notes in a chat conversation: agents write and read them; the visitor's history,
 * unread count, socket, the missed-answer email and file links never carry one. One test per path.
 */
const app = appForFile();
const { open, ...ctx } = socketsForFile(app);
const NOTE = 'Internal: this visitor asked the same yesterday';

async function conversationWithVisitor(lang: 'ar' | 'en' = 'en') {
  const token = await visitorToken(app);
  const visitor = await open(token, lang);
  const { conversationId } = await reply<{ conversationId: string }>(visitor, 'chat.send', { clientId: randomUUID(), content: text('Hello?') });
  expect(await visitor.subscribe(chatTopic(conversationId))).toMatchObject({ type: 'subscribed' });
  const agent = await open(ctx.agentToken());
  return { visitor, agent, conversationId };
}

const note = (agent: Awaited<ReturnType<typeof open>>, conversationId: string) =>
  reply<ChatMessage>(agent, 'chat.note', { conversationId, clientId: randomUUID(), text: NOTE });

test('history: the agent reads the note marked internal; the visitor\'s history and unread count never include it', async () => {
  const { visitor, agent, conversationId } = await conversationWithVisitor();
  expect(await note(agent, conversationId)).toMatchObject({ internal: true, sender: 'agent', content: { kind: 'text', text: NOTE } });

  const asAgent = await reply<{ messages: ChatMessage[] }>(agent, 'chat.history', { conversationId });
  expect(asAgent.messages.map((m) => [m.content.kind === 'text' && m.content.text, m.internal ?? false])).toEqual([['Hello?', false], [NOTE, true]]);
  const asVisitor = await reply<{ conversation: ChatConversation; messages: ChatMessage[] }>(visitor, 'chat.history', {});
  expect(JSON.stringify(asVisitor)).not.toContain(NOTE);
  expect(asVisitor.conversation.unread).toBe(0);
  // Nor did the note take the conversation or move it: it still waits unassigned.
  const unassigned = await reply<{ items: ChatConversation[] }>(agent, 'chat.list', { box: 'unassigned' });
  expect(unassigned.items.some((c) => c.id === conversationId)).toBe(true);
});

test('sockets: the visitor\'s conversation topic hears nothing of a note; agents hear it on the agents\' topic only', async () => {
  const { visitor, agent, conversationId } = await conversationWithVisitor();
  expect(await visitor.subscribe(deskTopic('chat', conversationId))).toMatchObject({ type: 'error', code: 'not_found' });
  expect(await agent.subscribe(deskTopic('chat', conversationId))).toMatchObject({ type: 'subscribed' });
  expect(await agent.subscribe(CHAT_INBOX_TOPIC)).toMatchObject({ type: 'subscribed' });
  const heard = agent.next('event', (f) => f.topic === deskTopic('chat', conversationId) && f.name === DESK_EVENTS.note);
  await note(agent, conversationId);
  expect((await heard).data).toMatchObject({ internal: true });
  // A real answer after it: when the visitor has that, a frame of the note would have come first.
  const answered = visitor.next('event', (f) => f.topic === chatTopic(conversationId));
  await reply(agent, 'chat.send', { conversationId, clientId: randomUUID(), content: text('Public answer') });
  await answered;
  expect(JSON.stringify(visitor.frames)).not.toContain(NOTE);
  expect(visitor.frames.filter((f) => f.type === 'event')).toHaveLength(1);
  // Nor does the inbox topic (every agent's list) carry the note's text.
  expect(JSON.stringify(agent.frames.filter((f) => f.type === 'event' && f.topic === CHAT_INBOX_TOPIC))).not.toContain(NOTE);
});

test('emails: a note the visitor never received is not a missed answer', async () => {
  const { visitor, agent, conversationId } = await conversationWithVisitor();
  await reply(visitor, 'chat.contact', { email: 'notes-visitor@example.org' });
  await note(agent, conversationId);
  await app.deps.db.update(chatMessages).set({ createdAt: new Date(Date.now() - 3 * MINUTE) }).where(eq(chatMessages.conversationId, conversationId));
  expect(await notifyMissedChatAnswers(app.deps.db, app.deps.messages.notify, app.deps.messages.outbox, new Date())).toBe(0);
  const rows = await app.deps.db.select().from(outbox);
  expect(JSON.stringify(rows)).not.toContain(NOTE);
});

test('only agents write notes: the visitor is refused, and a note names no file', async () => {
  const { visitor, conversationId } = await conversationWithVisitor();
  expect(await ask(visitor, 'chat.note', { conversationId, clientId: randomUUID(), text: NOTE })).toMatchObject({ type: 'error', code: 'not_found' });
  // Another agent works the conversation too (any agent may answer a chat).
  const agent2 = await open(await loginToken(app, AGENT2.email, AGENT2.password));
  const written = await note(agent2, conversationId);
  expect(written.file).toBeNull();
  // No file is behind a note: its id is not an upload anyone can fetch.
  expect((await call(app, { url: `/api/uploads/${written.id}`, token: ctx.agentToken() })).status).toBe(404);
});
