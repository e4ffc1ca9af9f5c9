import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chatMessages } from '../../../src/db/schema/index.js';
import { MINUTE } from '../../../src/lib/clock.js';
import { notifyMissedChatAnswers } from '../../../src/services/messages/notify/chat.js';
import { ask, reply, socketsForFile, text, visitorToken } from '../../chat/chat-client.js';
import { lateApp, mailWorldForFile } from '../../fixtures/mail-app.js';
import { clientIn } from '../../fixtures/people.js';

/*
 * A chat answer the client's widget never received within two minutes (they had left) is
 * emailed: to a visitor who left an email, in the chat's language, with an unsubscribe link;
 * to an account that keeps the category on. Each answer once.
 */
const world = mailWorldForFile();
const sockets = socketsForFile(lateApp(world));

const run = () => notifyMissedChatAnswers(world.app.deps.db, world.app.deps.messages.notify, world.app.deps.messages.outbox, new Date());
/** Moves the conversation's messages three minutes into the past: the agent answered, and the client was gone. */
const age = (conversationId: string) =>
  world.app.deps.db.update(chatMessages).set({ createdAt: new Date(Date.now() - 3 * MINUTE) }).where(eq(chatMessages.conversationId, conversationId));

async function conversationWithAnswer(token: string, lang: 'ar' | 'en', answer: string) {
  const client = await sockets.open(token, lang);
  const first = await reply<{ conversationId: string }>(client, 'chat.send', { clientId: randomUUID(), content: text('Hello?') });
  const agent = await sockets.open(sockets.agentToken());
  await reply(agent, 'chat.send', { conversationId: first.conversationId, clientId: randomUUID(), content: text(answer) });
  return { client, conversationId: first.conversationId };
}

test('a visitor who left an email hears of the answer they missed, in the chat\'s language, once', async () => {
  const token = await visitorToken(world.app);
  const { client, conversationId } = await conversationWithAnswer(token, 'ar', 'We can help with that');
  expect(await reply(client, 'chat.contact', { email: 'Visitor@Example.org' })).toEqual({ email: 'visitor@example.org' });
  await age(conversationId);
  expect(await run()).toBe(1);
  const mail = await world.mailbox.waitFor((m) => m.rcpt.includes('visitor@example.org'));
  expect(mail.subject).toBe('ردّ فريق الدعم عليك في المحادثة');
  expect(mail.text).toContain('We can help with that');
  expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(await run()).toBe(0);
});

test('an answer the widget received is not emailed; an account hears of missed answers by its own email', async () => {
  const visitor = await visitorToken(world.app);
  const seen = await conversationWithAnswer(visitor, 'en', 'Seen in time');
  await reply(seen.client, 'chat.contact', { email: 'seen@example.org' });
  await reply(seen.client, 'chat.delivered', { upTo: new Date().toISOString() });
  await age(seen.conversationId);
  await world.app.deps.db.update(chatMessages).set({ createdAt: new Date(Date.now() - 4 * MINUTE) }).where(eq(chatMessages.conversationId, seen.conversationId));
  // Delivered up to now (after the aged messages): nothing was missed.
  expect(await run()).toBe(0);

  const account = await clientIn(world.app, 'en', 'chatter');
  const { conversationId } = await conversationWithAnswer(account.token, 'en', 'Your order shipped');
  await age(conversationId);
  expect(await run()).toBe(1);
  const mail = await world.mailbox.waitFor((m) => m.rcpt.includes(account.email) && m.text.includes('Your order shipped'));
  expect(mail.subject).toBe('Support answered you in the chat');
  expect(world.mailbox.to('seen@example.org')).toHaveLength(0);
});

test('only the client may leave an email for the conversation', async () => {
  const agent = await sockets.open(sockets.agentToken());
  const token = await visitorToken(world.app);
  const { conversationId } = await conversationWithAnswer(token, 'en', 'Hi');
  const refused = await ask(agent, 'chat.contact', { conversationId, email: 'agent@example.org' });
  expect(refused).toMatchObject({ type: 'error', code: 'not_found' });
});
