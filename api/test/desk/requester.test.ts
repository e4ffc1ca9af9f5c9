import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.js';
import { call, signUpClient } from '../helper.js';
import { ask, reply, socketsForFile, text, visitorToken } from '../chat/chat-client.js';
import { lateApp, mailWorldForFile } from '../fixtures/mail-app.js';
import { raiseTicket } from '../fixtures/tickets.js';

/*
 * A signed-out visitor leaves their name, email and phone in the chat; the ticket an agent opens
 * from the conversation has the visitor as its requester, and the agents' replies (not their
 * notes) reach the visitor by email, in the chat's language. No client ever reads a contact.
 */
const world = mailWorldForFile();
const sockets = socketsForFile(lateApp(world));
const ticket = { type: 'question', department: 'sales', subject: 'Prices for 20 seats', details: '> Visitor: how much for 20 seats?' };

async function visitorTicket(contact: Record<string, string>) {
  const visitor = await sockets.open(await visitorToken(world.app), 'ar');
  const { conversationId } = await reply<{ conversationId: string }>(visitor, 'chat.send', { clientId: randomUUID(), content: text('كم السعر؟') });
  const given = await reply(visitor, 'chat.contact', contact);
  const agent = await sockets.open(sockets.agentToken());
  const linked = await reply<{ ticketId: string }>(agent, 'chat.ticket', { conversationId, ticket });
  return { visitor, given, ticketId: linked.ticketId };
}

test('the visitor\'s contact is the requester of the ticket opened from their chat, and only agents read it', async () => {
  const contact = { name: 'ليلى', email: 'Layla.Visitor@Example.org', phone: '+966501112233' };
  const { given, ticketId } = await visitorTicket(contact);
  expect(given).toEqual({ ...contact, email: 'layla.visitor@example.org' });

  const seen = await call(world.app, { method: 'GET', url: `/api/tickets/${ticketId}`, token: sockets.agentToken() });
  expect(seen.status).toBe(200);
  expect(seen.body).toMatchObject({ requester: { name: 'ليلى', email: 'layla.visitor@example.org', phone: '+966501112233' }, clientLang: 'ar', viewerRole: 'agent' });
  expect((seen.body.client as { name: string }).name).toBe('ليلى');
  // Another client: not found, as for any ticket they may not see.
  const other = await signUpClient(world.app);
  expect((await call(world.app, { method: 'GET', url: `/api/tickets/${ticketId}`, token: other })).status).toBe(404);
  // A client's own ticket carries no requester contact at all.
  const own = await raiseTicket(world.app, other);
  const ownSeen = await call(world.app, { method: 'GET', url: `/api/tickets/${own.id}`, token: other });
  expect(ownSeen.body.requester).toBeNull();
  expect(JSON.stringify(ownSeen.body)).not.toContain('layla.visitor');
});

test('agents\' replies on the ticket are emailed to the visitor in the chat\'s language; notes are not', async () => {
  const { ticketId } = await visitorTicket({ email: 'reach.me@example.org' });
  const note = await call(world.app, { method: 'POST', url: `/api/tickets/${ticketId}/notes`, token: sockets.agentToken(), payload: { body: 'Internal: offer the yearly price' } });
  expect(note.status).toBe(201);
  const replied = await call(world.app, { method: 'POST', url: `/api/tickets/${ticketId}/replies`, token: sockets.agentToken(), payload: { body: 'Twenty seats cost 900 SAR a month.' } });
  expect(replied.status).toBe(201);

  const mail = await world.mailbox.waitFor((m) => m.rcpt.includes('reach.me@example.org'));
  expect(mail.text).toContain('Twenty seats cost 900 SAR a month.');
  expect(mail.text).not.toContain('yearly price');
  expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const queued = await world.app.deps.db.select({ to: outbox.to }).from(outbox).where(eq(outbox.category, 'ticket-reply'));
  expect(queued.filter((row) => row.to === 'reach.me@example.org')).toHaveLength(1);
});

test('the widget\'s contact needs something to reach the visitor by, and a phone in international form', async () => {
  const visitor = await sockets.open(await visitorToken(world.app), 'en');
  await reply(visitor, 'chat.send', { clientId: randomUUID(), content: text('Hello') });
  expect(await ask(visitor, 'chat.contact', {})).toMatchObject({ type: 'error', code: 'invalid_data' });
  expect(await ask(visitor, 'chat.contact', { phone: '0501112233' })).toMatchObject({ type: 'error', code: 'invalid_data' });
  expect(await reply(visitor, 'chat.contact', { name: 'Sam' })).toEqual({ name: 'Sam' });
});

test('a visitor may leave their contact before writing: the conversation starts with it', async () => {
  const visitor = await sockets.open(await visitorToken(world.app), 'en');
  expect(await reply(visitor, 'chat.contact', { email: 'early@example.org' })).toEqual({ email: 'early@example.org' });
  const { conversation } = await reply<{ conversation: { id: string } | null }>(visitor, 'chat.history', {});
  expect(conversation?.id).toEqual(expect.any(String));
  const agent = await sockets.open(sockets.agentToken());
  const linked = await reply<{ ticketId: string }>(agent, 'chat.ticket', { conversationId: conversation!.id, ticket });
  const seen = await call(world.app, { method: 'GET', url: `/api/tickets/${linked.ticketId}`, token: sockets.agentToken() });
  expect(seen.body.requester).toEqual({ name: null, email: 'early@example.org', phone: null });
});

test('agents read the visitor\'s contact on the conversation, in its history and in the lists', async () => {
  const visitor = await sockets.open(await visitorToken(world.app), 'en');
  const { conversationId } = await reply<{ conversationId: string }>(visitor, 'chat.send', { clientId: randomUUID(), content: text('Hello') });
  const agent = await sockets.open(sockets.agentToken());
  const before = await reply<{ conversation: { contact: unknown } }>(agent, 'chat.history', { conversationId });
  expect(before.conversation.contact).toBeNull();
  await reply(visitor, 'chat.contact', { name: 'Sam Visitor', email: 'sam.visitor@example.org' });
  const after = await reply<{ conversation: { contact: unknown } }>(agent, 'chat.history', { conversationId });
  expect(after.conversation.contact).toEqual({ name: 'Sam Visitor', email: 'sam.visitor@example.org', phone: null });
  const { items } = await reply<{ items: { id: string; contact: unknown }[] }>(agent, 'chat.list', { box: 'open' });
  expect(items.find((item) => item.id === conversationId)?.contact).toEqual({ name: 'Sam Visitor', email: 'sam.visitor@example.org', phone: null });
});
