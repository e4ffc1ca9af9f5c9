import { randomUUID } from 'node:crypto';
import { type DeskContext, deskContextSchema } from '@site/shared/desk';
import { AGENT2, appForFile, call, loginToken, signUpClient } from '../helper.js';
import { reply, socketsForFile, text, visitorToken } from '../chat/chat-client.js';
import { raiseTicket } from '../fixtures/tickets.js';

/*
 * The agent's context pane: the requester's other tickets and chats, for a ticket and for a chat
 * conversation, an account's or a visitor's (matched by visitor identity, email or phone). Agents
 * only; clients and unknown ids get 404, and no internal note reaches any preview.
 */
const app = appForFile();
const { open, agentToken } = socketsForFile(app);
const NOTE = 'Internal: refund already refused once';
const ticketInput = { type: 'question', department: 'sales', subject: 'From the chat', details: '> Visitor: hello' };

const context = async (kind: 'tickets' | 'conversations', id: string, token?: string) => {
  const response = await call(app, { method: 'GET', url: `/api/desk/${kind}/${id}/context`, token });
  return { status: response.status, body: response.body as unknown as DeskContext, raw: JSON.stringify(response.body) };
};
/** A 200 answer, parsed strictly: a field the shared schema does not name fails here. */
const read = async (kind: 'tickets' | 'conversations', id: string, token = agentToken()) => {
  const answer = await context(kind, id, token);
  expect(answer.status).toBe(200);
  expect(deskContextSchema.safeParse(answer.body).error).toBeUndefined();
  expect(answer.raw).not.toContain(NOTE);
  return answer.body;
};

/** A conversation of `token`'s principal with one client message; the agent answers, then writes a note after the answer. */
async function chatWithNote(token: string, words: string, page?: string) {
  const client = await open(token, 'ar');
  const { conversationId } = await reply<{ conversationId: string }>(client, 'chat.send', { clientId: randomUUID(), content: text(words), ...(page ? { page } : {}) });
  const agent = await open(agentToken());
  await reply(agent, 'chat.send', { conversationId, clientId: randomUUID(), content: text('We are on it') });
  await reply(agent, 'chat.note', { conversationId, clientId: randomUUID(), text: NOTE });
  return { client, agent, conversationId };
}

describe('a client with an account', () => {
  let owner = '';
  const ids = { first: '', second: '', billing: '', conversation: '' };
  beforeAll(async () => {
    owner = await signUpClient(app);
    ids.first = (await raiseTicket(app, owner, { subject: 'First problem' })).id;
    ids.second = (await raiseTicket(app, owner, { subject: 'Second problem' })).id;
    ids.billing = (await raiseTicket(app, owner, { department: 'billing', subject: 'Invoice question' })).id;
    const noted = await call(app, { method: 'POST', url: `/api/tickets/${ids.second}/notes`, token: agentToken(), payload: { body: NOTE } });
    expect(noted.status).toBe(201);
    ({ conversationId: ids.conversation } = await chatWithNote(owner, 'مرحبا'));
  });

  test('the ticket\'s context: the client\'s other tickets the agent can open, newest first, and their chats without notes', async () => {
    const body = await read('tickets', ids.first);
    // The billing ticket waits in a queue this agent does not work: a link to it would answer 404.
    expect(body.tickets).toEqual({ items: [expect.objectContaining({ id: ids.second, subject: 'Second problem', status: 'new' })], total: 1 });
    expect(body.chats.total).toBe(1);
    expect(body.chats.items[0]).toMatchObject({ id: ids.conversation, status: 'open', lastMessage: { sender: 'agent', kind: 'text', text: 'We are on it' } });
    expect(body.origin).toBeNull();
  });

  test('the conversation\'s context: every ticket of the client the agent can open, and no other chat', async () => {
    const body = await read('conversations', ids.conversation);
    expect(body.tickets.items.map((t) => t.id)).toEqual([ids.second, ids.first]);
    expect(body.tickets.total).toBe(2);
    expect(body.chats).toEqual({ items: [], total: 0 });
    // The billing agent sees the billing ticket instead.
    const billing = await read('conversations', ids.conversation, await loginToken(app, AGENT2.email, AGENT2.password));
    expect(billing.tickets.items.map((t) => t.id)).toEqual([ids.billing]);
  });

  test('clients, agents who cannot see the ticket and unknown ids get 404; nobody signed in, 401', async () => {
    const other = await signUpClient(app);
    const billingAgent = await loginToken(app, AGENT2.email, AGENT2.password);
    expect((await context('tickets', ids.first, owner)).status).toBe(404);
    expect((await context('tickets', ids.first, other)).status).toBe(404);
    expect((await context('tickets', ids.first, billingAgent)).status).toBe(404);
    expect((await context('tickets', ids.first)).status).toBe(401);
    expect((await context('conversations', ids.conversation, owner)).status).toBe(404);
    expect((await context('conversations', ids.conversation, other)).status).toBe(404);
    expect((await context('conversations', ids.conversation)).status).toBe(401);
    for (const kind of ['tickets', 'conversations'] as const) {
      expect((await context(kind, randomUUID(), agentToken())).status).toBe(404);
      expect((await context(kind, 'not-an-id', agentToken())).status).toBe(404);
    }
  });
});

describe('a signed-out visitor', () => {
  const PAGE = 'https://example.com/en/pricing';
  const EMAIL = 'nour.visitor@example.org';

  test('a ticket from their chat: the page and the conversation it came from, their other chats and tickets by visitor and by email', async () => {
    const token = await visitorToken(app);
    const first = await chatWithNote(token, 'كم السعر؟', PAGE);
    await reply(first.client, 'chat.contact', { email: EMAIL });
    const { ticketId: fromFirst } = await reply<{ ticketId: string }>(first.agent, 'chat.ticket', { conversationId: first.conversationId, ticket: ticketInput });
    await reply(first.agent, 'chat.close', { conversationId: first.conversationId });
    // The same visitor again, without leaving the email this time: still theirs by the visitor identity.
    const second = await chatWithNote(token, 'And the yearly price?');
    const { ticketId: fromSecond } = await reply<{ ticketId: string }>(second.agent, 'chat.ticket', { conversationId: second.conversationId, ticket: { ...ticketInput, subject: 'Yearly price' } });
    // Another browser, the same email: the same person.
    const elsewhere = await chatWithNote(await visitorToken(app), 'Me again, from my phone');
    await reply(elsewhere.client, 'chat.contact', { email: EMAIL.toUpperCase() });

    const ofTicket = await read('tickets', fromFirst);
    expect(ofTicket.origin).toEqual({ conversationId: first.conversationId, status: 'closed', page: PAGE });
    expect(ofTicket.tickets.items.map((t) => t.id)).toEqual([fromSecond]);
    expect(ofTicket.chats.items.map((c) => c.id).sort()).toEqual([first.conversationId, second.conversationId, elsewhere.conversationId].sort());
    expect(ofTicket.chats.items.every((c) => c.lastMessage?.text === 'We are on it')).toBe(true);

    const ofConversation = await read('conversations', elsewhere.conversationId);
    expect(ofConversation.tickets.items.map((t) => t.id)).toEqual([fromSecond, fromFirst]);
    expect(ofConversation.chats.items.map((c) => c.id).sort()).toEqual([first.conversationId, second.conversationId].sort());
    expect(ofConversation.origin).toBeNull();

    // The visitor's own token reads nothing here (not even their own conversation's context).
    expect((await call(app, { method: 'GET', url: `/api/desk/conversations/${first.conversationId}/context`, token })).status).toBe(401);
  });

  test('a visitor who left nothing is matched with nobody else who left nothing', async () => {
    const lone = await chatWithNote(await visitorToken(app), 'Hello?');
    await chatWithNote(await visitorToken(app), 'Hi, anyone?');
    const body = await read('conversations', lone.conversationId);
    expect(body).toEqual({ tickets: { items: [], total: 0 }, chats: { items: [], total: 0 }, origin: null });
  });
});
