import { CHAT_LIMITS } from '@site/shared/chat';
import { eq } from 'drizzle-orm';
import { chatMessages } from '../../src/db/schema/index.js';
import { appForFile, call, freshIp, loginToken } from '../helper.js';
import { ask, reply, socketsForFile, text, visitorToken } from './chat-client.js';

const app = appForFile();
const { open, ...ctx } = socketsForFile(app);

interface Sent {
  id: string;
  conversationId: string;
  sender: string;
  content: { kind: string; text: string };
}

describe('visitors', () => {
  it('get an anonymous identity that authenticates the socket', async () => {
    const socket = await ctx.connect();
    const ready = await socket.auth(await visitorToken(app));
    expect(ready.principal.kind).toBe('chat-visitor');
  });

  it('send text that is stored before the acknowledgement, once per client message id', async () => {
    const visitor = await open(await visitorToken(app));
    const sent = await reply<Sent>(visitor, 'chat.send', { clientId: 'm1', content: text('مرحبا، hello') });
    expect(sent).toMatchObject({ sender: 'client', content: { kind: 'text', text: 'مرحبا، hello' } });
    const stored = await app.deps.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(stored).toHaveLength(1);

    // A resend after a lost acknowledgement answers with the stored message and stores nothing new.
    expect(await reply<Sent>(visitor, 'chat.send', { clientId: 'm1', content: text('مرحبا، hello') })).toEqual(sent);
    const history = await reply<{ messages: Sent[] }>(visitor, 'chat.history', {});
    expect(history.messages.map((m) => m.id)).toEqual([sent.id]);
  });
});

describe('agents and clients, live', () => {
  it('an agent sees a new conversation in the inbox, takes it, replies live and closes it', async () => {
    const agent = await open(ctx.agentToken());
    expect((await agent.subscribe('chat-inbox')).type).toBe('subscribed');
    const client = await open(await loginToken(app));
    const inInbox = agent.next('event', (f) => f.name === 'chat.message');
    const first = await reply<Sent>(client, 'chat.send', { clientId: 'hello-1', content: text('I need help') });
    expect((await inInbox).data).toMatchObject({ id: first.id, conversationId: first.conversationId });

    const unassigned = await reply<{ items: Array<{ id: string; owner: { kind: string; name: string | null }; lastMessage: Sent }> }>(agent, 'chat.list', { box: 'unassigned' });
    const listed = unassigned.items.find((c) => c.id === first.conversationId);
    expect(listed).toMatchObject({ owner: { kind: 'account' }, lastMessage: { id: first.id } });
    expect(listed?.owner.name).toBeTruthy();

    await reply(agent, 'chat.take', { conversationId: first.conversationId });
    const mine = await reply<{ items: Array<{ id: string }> }>(agent, 'chat.list', { box: 'mine' });
    expect(mine.items.map((c) => c.id)).toContain(first.conversationId);

    expect((await client.subscribe(`chat:${first.conversationId}`)).type).toBe('subscribed');
    const live = client.next('event', (f) => f.name === 'chat.message');
    const answer = await reply<Sent>(agent, 'chat.send', { conversationId: first.conversationId, clientId: 'a-1', content: text('How can I help?') });
    expect(answer.sender).toBe('agent');
    expect((await live).data).toEqual(answer);

    const closedEvent = client.next('event', (f) => f.name === 'chat.changed');
    await reply(agent, 'chat.close', { conversationId: first.conversationId });
    expect((await closedEvent).data).toMatchObject({ status: 'closed' });
    const closed = await reply<{ items: Array<{ id: string }> }>(agent, 'chat.list', { box: 'closed' });
    expect(closed.items.map((c) => c.id)).toContain(first.conversationId);
    // The agent cannot write into or take a closed conversation (a conflict with its state, not bad
    // data); the client's next message opens a new one.
    expect(await ask(agent, 'chat.take', { conversationId: first.conversationId })).toMatchObject({ type: 'error', code: 'conflict' });
    expect(await ask(agent, 'chat.send', { conversationId: first.conversationId, clientId: 'a-2', content: text('late') })).toMatchObject({
      type: 'error',
      code: 'conflict',
      message: 'This conversation is closed. Send a new message to start another one.',
    });
    const next = await reply<Sent>(client, 'chat.send', { clientId: 'hello-2', content: text('Again') });
    expect(next.conversationId).not.toBe(first.conversationId);
  });
});

describe('access: every conversation id is scoped to its owner and the agents', () => {
  it('answers not found to another visitor, another client and to non-agents listing', async () => {
    const owner = await open(await visitorToken(app));
    const { conversationId } = await reply<Sent>(owner, 'chat.send', { clientId: 'x', content: text('private') });
    for (const token of [await visitorToken(app), await loginToken(app)]) {
      const other = await open(token);
      expect(await ask(other, 'chat.history', { conversationId })).toMatchObject({ type: 'error', code: 'not_found' });
      expect(await ask(other, 'chat.send', { conversationId, clientId: 'y', content: text('intrude') })).toMatchObject({ type: 'error', code: 'not_found' });
      expect(await other.subscribe(`chat:${conversationId}`)).toMatchObject({ type: 'error', code: 'not_found' });
      expect(await other.subscribe('chat-inbox')).toMatchObject({ type: 'error', code: 'not_found' });
      for (const name of ['chat.take', 'chat.close']) expect(await ask(other, name, { conversationId })).toMatchObject({ type: 'error', code: 'not_found' });
      expect(await ask(other, 'chat.list', { box: 'open' })).toMatchObject({ type: 'error', code: 'not_found' });
    }
    expect((await call(app, { method: 'GET', url: '/api/chat/visitors' })).status).toBe(404);
  });
});

describe('limits, refused in the socket language', () => {
  it('refuses a message over the length limit and keeps the socket usable', async () => {
    const socket = await open(await visitorToken(app), 'ar');
    const refused = await ask(socket, 'chat.send', { clientId: 'long', content: text('ب'.repeat(CHAT_LIMITS.textMax + 1)) });
    expect(refused).toMatchObject({ type: 'error', code: 'invalid_data', message: 'البيانات المدخلة غير صالحة.' });
    expect(refused.type === 'error' && refused.errors?.[0]).toMatch(/1000|١٠٠٠/);
    expect((await reply<Sent>(socket, 'chat.send', { clientId: 'ok', content: text('ب'.repeat(CHAT_LIMITS.textMax)) })).content.text).toHaveLength(CHAT_LIMITS.textMax);
  });

  it.each([
    ['en', 'a null character', '"text":"hi\\u0000there"', 'The request contains a null character or a broken Unicode character, which cannot be stored.'],
    ['ar', 'a lone surrogate', '"text":"hi\\ud800there"', null],
  ] as const)('%s: answers %s in a request as bad input, like an HTTP body, and stores nothing', async (lang, _what, field, detail) => {
    const socket = await open(await visitorToken(app), lang);
    const answer = socket.next('error', (f) => f.ref === `nul-${lang}`);
    socket.send(`{"type":"request","ref":"nul-${lang}","name":"chat.send","data":{"clientId":"nul-${lang}","content":{"kind":"text",${field}}}}`);
    const refused = await answer;
    const http = await call(app, { method: 'POST', url: '/api/contact', payload: { name: 'x\u0000' }, lang });
    expect(refused).toMatchObject({ code: 'invalid_data', message: http.body.message, errors: http.body.errors });
    if (detail) expect(refused.errors).toEqual([detail]);
    expect(await app.deps.db.select().from(chatMessages).where(eq(chatMessages.clientId, `nul-${lang}`))).toHaveLength(0);
  });

  it('refuses messages past the per-minute limit of an identity', async () => {
    const socket = await open(await visitorToken(app), 'en');
    for (let i = 0; i < CHAT_LIMITS.perMinute; i++) await reply(socket, 'chat.send', { clientId: `n${i}`, content: text(`n${i}`) });
    const refused = await ask(socket, 'chat.send', { clientId: 'over', content: text('one too many') });
    expect(refused).toMatchObject({ type: 'error', code: 'rate_limited', message: 'You are sending messages too quickly. Please wait a minute and try again.' });
  });

  it('refuses to create a visitor identity for another website: JSON only, and only from the site’s own origins', async () => {
    const remoteAddress = freshIp();
    const attempts = [
      // What a cross-site form or a simple fetch can send without asking first.
      { headers: { 'content-type': 'text/plain', origin: 'https://evil.example' }, payload: '{}', status: 403 },
      { headers: { 'content-type': 'text/plain' }, payload: '{}', status: 415 },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b', status: 415 },
      { headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, payload: '{}', status: 403 },
      { headers: { 'content-type': 'application/json', origin: 'http://localhost:9' }, payload: '{}', status: 403 },
    ];
    for (let round = 0; round < 5; round += 1) {
      for (const attempt of attempts) {
        const refused = await call(app, { method: 'POST', url: '/api/chat/visitors', remoteAddress, lang: 'ar', ...attempt });
        expect(refused.status).toBe(attempt.status);
        expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
      }
    }
    // None of them spent the address's allowance.
    const own = await call(app, { method: 'POST', url: '/api/chat/visitors', remoteAddress, payload: {}, headers: { origin: 'http://localhost' } });
    expect(own.status).toBe(201);
    for (let i = 1; i < CHAT_LIMITS.visitorsPerHour; i++) expect((await call(app, { method: 'POST', url: '/api/chat/visitors', payload: {}, remoteAddress })).status).toBe(201);
  });

  it('refuses a visitor identity past the per-address limit', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < CHAT_LIMITS.visitorsPerHour; i++) expect((await call(app, { method: 'POST', url: '/api/chat/visitors', payload: {}, remoteAddress })).status).toBe(201);
    const refused = await call(app, { method: 'POST', url: '/api/chat/visitors', payload: {}, remoteAddress, lang: 'ar' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('بدأت محادثات كثيرة من اتصالك. يرجى المحاولة لاحقًا.');
  });
});
