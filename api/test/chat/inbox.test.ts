import { appForFile, call, loginToken, signUpClient } from '../helper.js';
import type { TestSocket } from '../realtime/test-socket.js';
import { ask, reply, socketsForFile, text, visitorToken } from './chat-client.js';

const app = appForFile();
const { open, ...ctx } = socketsForFile(app);

interface Listed {
  id: string;
  unread: number;
  ticketId: string | null;
  client: { page: string | null; lang: string | null };
  owner: { kind: string };
}
const listed = async (agent: TestSocket, box: string, id: string) => (await reply<{ items: Listed[] }>(agent, 'chat.list', { box })).items.find((c) => c.id === id);

describe('the agent inbox', () => {
  it('shows the page and language the client wrote from, and counts unread messages until an agent reads', async () => {
    const agent = await open(ctx.agentToken());
    const visitor = await open(await visitorToken(app), 'ar');
    const first = await reply<{ conversationId: string }>(visitor, 'chat.send', { clientId: 'p1', content: text('سؤال'), page: 'https://example.com/ar/about' });
    await reply(visitor, 'chat.send', { clientId: 'p2', content: text('ثانٍ') });
    expect(await listed(agent, 'unassigned', first.conversationId)).toMatchObject({ unread: 2, client: { page: 'https://example.com/ar/about', lang: 'ar' } });

    await agent.subscribe(`chat:${first.conversationId}`);
    await visitor.subscribe(`chat:${first.conversationId}`);
    const readEvent = visitor.next('event', (f) => f.name === 'chat.read');
    await reply(agent, 'chat.read', { conversationId: first.conversationId });
    expect((await readEvent).data).toMatchObject({ conversationId: first.conversationId, side: 'agent' });
    expect((await listed(agent, 'open', first.conversationId))?.unread).toBe(0);

    // The client's side counts the agent's messages.
    await reply(agent, 'chat.send', { conversationId: first.conversationId, clientId: 'a1', content: text('أهلًا') });
    expect((await reply<{ conversation: Listed }>(visitor, 'chat.history', {})).conversation.unread).toBe(1);
    await reply(visitor, 'chat.read', {});
    expect((await reply<{ conversation: Listed }>(visitor, 'chat.history', {})).conversation.unread).toBe(0);
  });

  it('refuses a page that is not an http(s) address', async () => {
    const visitor = await open(await visitorToken(app), 'en');
    expect(await ask(visitor, 'chat.send', { clientId: 'j', content: text('hi'), page: 'javascript:alert(1)' })).toMatchObject({ type: 'error', code: 'invalid_data' });
  });

  it('opens a ticket for the conversation’s client with the messages quoted, once, and only for agents', async () => {
    const clientToken = await loginToken(app);
    const client = await open(clientToken);
    const { conversationId } = await reply<{ conversationId: string }>(client, 'chat.send', { clientId: 't1', content: text('My invoice is wrong') });
    const ticket = { type: 'problem', department: 'billing', subject: 'Invoice from chat', details: '> Client: My invoice is wrong' };
    expect(await ask(client, 'chat.ticket', { conversationId, ticket })).toMatchObject({ type: 'error', code: 'not_found' });

    const agent = await open(ctx.agentToken(), 'ar');
    const refused = await ask(agent, 'chat.ticket', { conversationId, ticket: { ...ticket, subject: ' ' } });
    expect(refused).toMatchObject({ type: 'error', code: 'invalid_data' });
    expect(refused.type === 'error' && refused.errors?.length).toBeTruthy();
    expect((await listed(agent, 'open', conversationId))?.ticketId).toBeNull();

    const linked = await reply<Listed>(agent, 'chat.ticket', { conversationId, ticket });
    expect(linked.ticketId).toEqual(expect.any(String));
    expect((await reply<Listed>(agent, 'chat.ticket', { conversationId, ticket })).ticketId).toBe(linked.ticketId);
    // The client owns the ticket and sees the quoted messages.
    const seen = await call(app, { method: 'GET', url: `/api/tickets/${linked.ticketId}`, token: clientToken });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ subject: 'Invoice from chat', details: '> Client: My invoice is wrong' });
  });
});

describe('a visitor who signs in', () => {
  it('hands the conversation to the account, so every device signed in sees it', async () => {
    const token = await visitorToken(app);
    const visitor = await open(token);
    const before = await reply<{ id: string; conversationId: string }>(visitor, 'chat.send', { clientId: 'v1', content: text('before signing in') });
    const sessionToken = await signUpClient(app);

    const joined = await call(app, { method: 'POST', url: '/api/chat/visitors/join', token: sessionToken, payload: { token } });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ conversation: { id: before.conversationId, owner: { kind: 'account' } } });

    // Another device of the account sees the same conversation; the visitor token no longer works.
    const phone = await open(sessionToken);
    const history = await reply<{ conversation: { id: string }; messages: Array<{ id: string }> }>(phone, 'chat.history', {});
    expect(history.conversation.id).toBe(before.conversationId);
    expect(history.messages.map((m) => m.id)).toEqual([before.id]);
    expect((await call(app, { method: 'POST', url: '/api/chat/visitors/join', token: sessionToken, payload: { token } })).status).toBe(404);
  });

  it('merges into the account’s own open conversation when it has one', async () => {
    const sessionToken = await signUpClient(app);
    const laptop = await open(sessionToken);
    const mine = await reply<{ id: string; conversationId: string }>(laptop, 'chat.send', { clientId: 'k1', content: text('from the account') });
    const token = await visitorToken(app);
    const visitor = await open(token);
    const theirs = await reply<{ id: string; conversationId: string }>(visitor, 'chat.send', { clientId: 'k1', content: text('as a visitor') });

    expect((await call(app, { method: 'POST', url: '/api/chat/visitors/join', token: sessionToken, payload: { token } })).status).toBe(200);
    const history = await reply<{ conversation: { id: string }; messages: Array<{ id: string }> }>(laptop, 'chat.history', {});
    expect(history.conversation.id).toBe(mine.conversationId);
    expect(history.messages.map((m) => m.id).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it('needs a session, and another visitor’s unknown token is not found', async () => {
    expect((await call(app, { method: 'POST', url: '/api/chat/visitors/join', payload: { token: 'cv_x' } })).status).toBe(401);
    const sessionToken = await signUpClient(app);
    expect((await call(app, { method: 'POST', url: '/api/chat/visitors/join', token: sessionToken, payload: { token: 'cv_unknown' } })).status).toBe(404);
  });
});
