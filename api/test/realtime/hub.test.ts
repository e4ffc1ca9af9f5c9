import { CLOSE } from '@site/shared/realtime/protocol';
import { FRAME_RATES } from '../../src/realtime/budget.js';
import { EventTooLargeError } from '../../src/realtime/bus.js';
import { MAX_BAD_FRAMES } from '../../src/realtime/connection.js';
import { AGENT, appForFile, call, loginToken, signUpClient } from '../helper.js';
import { notes, notesFeature } from './notes-feature.js';
import { TestSocket, listenLocal } from './test-socket.js';

const app = appForFile({ plugins: [notesFeature], realtime: { hub: { heartbeatMs: 300, authTimeoutMs: 400, revalidateMs: 300 } } });
let url: string;
let client: string;
let agent: string;
let clientId: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  url = await listenLocal(app);
  client = await loginToken(app);
  agent = await loginToken(app, AGENT.email, AGENT.password);
  clientId = (await call(app, { method: 'GET', url: '/api/auth/me', token: client })).body.id as string;
  notes.set('n1', { ownerId: clientId, title: 'First' });
  notes.set('n2', { ownerId: 'someone-else', title: 'Other' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function open(options?: { origin?: string; protocol?: string }) {
  const socket = await TestSocket.open(url, options);
  sockets.push(socket);
  return socket;
}

describe('authentication (the first frame carries the token)', () => {
  it('answers ready with the principal', async () => {
    const socket = await open();
    expect(await socket.auth(client)).toEqual({ type: 'ready', v: 1, principal: { kind: 'account', id: clientId }, heartbeatMs: 300 });
  });

  it('refuses an unknown token with an error and close 4401', async () => {
    const socket = await open();
    const error = socket.next('error');
    socket.send({ type: 'auth', v: 1, token: 'not-a-real-session-token-at-all', lang: 'ar' });
    expect(await error).toMatchObject({ code: 'unauthenticated', message: 'يرجى تسجيل الدخول مرة أخرى للمتابعة.' });
    expect((await socket.closed).code).toBe(CLOSE.unauthenticated);
  });

  it('closes a socket that never authenticates (4408)', async () => {
    const socket = await open();
    expect((await socket.closed).code).toBe(CLOSE.timeout);
  });

  it('answers anything before auth with an error, and still accepts auth', async () => {
    const socket = await open();
    const refused = socket.next('error');
    socket.send({ type: 'subscribe', ref: 'early', topic: 'note:n1' });
    expect(await refused).toMatchObject({ ref: 'early', code: 'unauthenticated' });
    expect((await socket.auth(client)).type).toBe('ready');
  });

  it('ends the socket when its session ends', async () => {
    const token = await signUpClient(app);
    const socket = await open();
    await socket.auth(token);
    expect((await call(app, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(204);
    expect((await socket.closed).code).toBe(CLOSE.unauthenticated);
  });
});

describe('frames', () => {
  it('answers bad frames with an error frame and stays usable', async () => {
    const socket = await open();
    await socket.auth(client);
    for (const bad of ['not json', '{"type":"dance"}', '{"type":"subscribe","ref":"r1","topic":"Bad Topic!"}']) {
      const error = socket.next('error');
      socket.send(bad);
      expect(await error).toMatchObject({ code: 'bad_frame', message: 'The message could not be read.' });
    }
    const withRef = socket.next('error');
    socket.send({ type: 'request', ref: 'r9', name: 'Not Valid' });
    expect(await withRef).toMatchObject({ ref: 'r9', code: 'bad_frame' });
    expect(await socket.subscribe('note:n1')).toMatchObject({ type: 'subscribed', topic: 'note:n1' });
  });

  it(`closes a socket after ${MAX_BAD_FRAMES} bad frames, before sign-in too, and answers each one at most once`, async () => {
    const socket = await open();
    // 1,200 frames of 60 KB that are not JSON: before, each got its own error reply.
    const junk = 'x'.repeat(60 * 1024);
    for (let i = 0; i < 1_200 && socket.ws.readyState === socket.ws.OPEN; i += 1) {
      socket.send(junk);
      if (i % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await socket.closed).code).toBe(CLOSE.badFrames);
    expect(socket.frames.filter((f) => f.type === 'error' && f.code === 'bad_frame')).toHaveLength(MAX_BAD_FRAMES);
    expect(socket.frames.length).toBeLessThanOrEqual(MAX_BAD_FRAMES + FRAME_RATES.socket.burst);
  });

  it('counts pongs and bad frames against the budget before sign-in', async () => {
    const socket = await open();
    for (let i = 0; i < FRAME_RATES.socket.burst + 10; i += 1) socket.send({ type: 'pong' });
    const answer = Promise.race([socket.next('error'), socket.next('ready')]);
    socket.send({ type: 'auth', v: 1, token: client });
    expect(await answer).toMatchObject({ type: 'error', code: 'rate_limited', message: 'Too many requests. Please try again later.' });
  });

  it('answers a burst beyond the rate with rate_limited errors', async () => {
    const socket = await open();
    await socket.auth(client);
    const limited = socket.next('error', (f) => f.code === 'rate_limited');
    for (let i = 0; i < 60; i += 1) socket.send({ type: 'unsubscribe', ref: `u${i}`, topic: 'note:n9' });
    expect(await limited).toMatchObject({ message: 'Too many requests. Please try again later.' });
  });
});

describe('topics', () => {
  it("subscribes only where the feature's authorizer allows, 404 otherwise", async () => {
    const mine = await open();
    await mine.auth(client);
    expect(await mine.subscribe('note:n1')).toMatchObject({ type: 'subscribed' });
    expect(await mine.subscribe('note:n2')).toMatchObject({ type: 'error', code: 'not_found' });
    expect(await mine.subscribe('note:missing')).toMatchObject({ type: 'error', code: 'not_found' });
    expect(await mine.subscribe('unregistered:n1')).toMatchObject({ type: 'error', code: 'not_found' });
    const agents = await open();
    await agents.auth(agent);
    expect(await agents.subscribe('note:n2')).toMatchObject({ type: 'subscribed' });
  });

  it('delivers published events to the followers of that topic only', async () => {
    const follower = await open();
    await follower.auth(client);
    await follower.subscribe('note:n1');
    const bystander = await open();
    await bystander.auth(agent);
    await bystander.subscribe('note:n2');
    const event = follower.next('event');
    await app.realtime.publish('note:n1', 'note.changed', { id: 'n1' });
    expect(await event).toEqual({ type: 'event', topic: 'note:n1', name: 'note.changed', data: { id: 'n1' } });
    // Events reach a socket in order: once a later one on its own topic is there, an n1 event would be too.
    const marker = bystander.next('event');
    await app.realtime.publish('note:n2', 'note.changed', { id: 'n2' });
    await marker;
    expect(bystander.frames.filter((f) => f.type === 'event').map((f) => (f as { topic: string }).topic)).toEqual(['note:n2']);
  });

  it('stops delivering after unsubscribe', async () => {
    const socket = await open();
    await socket.auth(client);
    await socket.subscribe('note:n1');
    const done = socket.next('unsubscribed');
    socket.send({ type: 'unsubscribe', ref: 'u', topic: 'note:n1' });
    await done;
    await app.realtime.publish('note:n1', 'note.changed', { id: 'n1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.frames.filter((f) => f.type === 'event')).toEqual([]);
  });

  it('refuses to publish a body over the bus limit', async () => {
    await expect(app.realtime.publish('note:n1', 'note.changed', { body: 'x'.repeat(8000) })).rejects.toBeInstanceOf(EventTooLargeError);
  });
});

describe('requests', () => {
  it('replies with what the handler returns, after it stored and published', async () => {
    const socket = await open();
    await socket.auth(client);
    await socket.subscribe('note:n1');
    const event = socket.next('event');
    const reply = socket.next('reply', (f) => f.ref === 'q1');
    socket.send({ type: 'request', ref: 'q1', name: 'note.rename', data: { id: 'n1', title: '  Renamed ' } });
    expect(await reply).toEqual({ type: 'reply', ref: 'q1', data: { id: 'n1', title: 'Renamed' } });
    expect(await event).toMatchObject({ name: 'note.renamed', data: { id: 'n1', title: 'Renamed' } });
  });

  it('answers invalid data, unknown requests and failures with translated errors', async () => {
    const socket = await open();
    await socket.auth(client, 'ar');
    const cases: Array<[object, object]> = [
      [{ name: 'note.rename', data: { id: 'n1', title: '' } }, { code: 'invalid_data', message: 'البيانات المدخلة غير صالحة.' }],
      [{ name: 'note.rename', data: { id: 'n2', title: 'Mine now' } }, { code: 'not_found', message: '404 الصفحة غير موجودة' }],
      [{ name: 'note.fly', data: {} }, { code: 'unknown_request', message: 'هذا الطلب غير مدعوم.' }],
      [{ name: 'note.crash', data: {} }, { code: 'failed', message: 'حدث خطأ ما.' }],
    ];
    for (const [index, [request, expected]] of cases.entries()) {
      const error = socket.next('error', (f) => f.ref === `e${index}`);
      socket.send({ type: 'request', ref: `e${index}`, ...request });
      expect(await error).toMatchObject(expected);
    }
    const invalid = socket.frames.find((f) => f.type === 'error' && f.ref === 'e0');
    expect(invalid).toMatchObject({ errors: [expect.stringContaining('title')] });
    expect(notes.get('n2')?.title).toBe('Other');
  });
});

describe('liveness', () => {
  it('pings, and drops a client that stops answering', async () => {
    const socket = await open();
    await socket.auth(client);
    await socket.next('ping');
    // This test client never sends pong: after two silent intervals the server closes.
    expect((await socket.closed).code).toBe(CLOSE.timeout);
  });

  it('keeps a client that answers pings', async () => {
    const socket = await open();
    socket.ws.on('message', (data: Buffer) => {
      if (JSON.parse(data.toString()).type === 'ping') socket.send({ type: 'pong' });
    });
    await socket.auth(client);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('pings each of several sockets about once a period, the heartbeat spread over the period', async () => {
    const pings = [0, 0, 0, 0, 0];
    for (const index of pings.keys()) {
      const socket = await open();
      socket.ws.on('message', (data: Buffer) => {
        if (JSON.parse(data.toString()).type !== 'ping') return;
        pings[index]! += 1;
        socket.send({ type: 'pong' });
      });
      await socket.auth(client);
    }
    pings.fill(0);
    // Five periods of 300 ms: five pings each, give or take one at either end.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const count of pings) expect(count).toBeGreaterThanOrEqual(4);
    for (const count of pings) expect(count).toBeLessThanOrEqual(6);
  });
});
