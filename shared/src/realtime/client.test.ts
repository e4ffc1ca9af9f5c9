import { backoffDelay } from './backoff';
import { RealtimeError, type SocketLike, createRealtimeClient } from './client';
import { realtimeUrl } from './page';
import { CLOSE, type ServerFrame } from './protocol';

/** A stand-in for the browser WebSocket: records what the client sends, lets the test answer. */
class FakeSocket implements SocketLike {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const connect = () =>
  createRealtimeClient({ url: () => 'ws://site.test/api/realtime', token: () => 'session-token-0123456789', lang: () => 'ar', WebSocket: FakeSocket, random: () => 0.5 });

afterEach(() => {
  FakeSocket.last = null;
});

test('the token goes in the first frame, never in the URL, with the protocol version', () => {
  const client = connect();
  client.subscribe('ticket:1', () => undefined);
  const socket = FakeSocket.last!;
  expect(socket.url).toBe('ws://site.test/api/realtime');
  expect(socket.protocol).toBe('site.v1');
  socket.open();
  expect(socket.sent).toEqual([{ type: 'auth', v: 1, token: 'session-token-0123456789', lang: 'ar' }]);
  socket.receive({ type: 'ready', v: 1, principal: { kind: 'account', id: 'a' }, heartbeatMs: 1000 });
  expect(socket.sent[1]).toMatchObject({ type: 'subscribe', topic: 'ticket:1' });
  client.close();
});

test('a refused subscription is reported and not repeated after a reconnect', () => {
  jest.useFakeTimers();
  const client = connect();
  const refusals: RealtimeError[] = [];
  client.subscribe('ticket:9', () => undefined, (error) => refusals.push(error));
  const socket = FakeSocket.last!;
  socket.open();
  socket.receive({ type: 'ready', v: 1, principal: { kind: 'account', id: 'a' }, heartbeatMs: 1000 });
  const ref = socket.sent[1]!.ref as string;
  socket.receive({ type: 'error', ref, code: 'not_found', message: 'Not found' });
  expect(refusals.map((e) => e.code)).toEqual(['not_found']);
  socket.close(CLOSE.restart);
  jest.advanceTimersByTime(1000);
  const next = FakeSocket.last!;
  next.open();
  next.receive({ type: 'ready', v: 1, principal: { kind: 'account', id: 'a' }, heartbeatMs: 1000 });
  expect(next.sent.filter((f) => f.type === 'subscribe')).toEqual([]);
  client.close();
  jest.useRealTimers();
});

test('requests wait while offline, up to a bound, and fail when the client closes', async () => {
  const client = createRealtimeClient({ url: () => 'ws://x', token: () => 'session-token-0123456789', WebSocket: FakeSocket, maxQueued: 2 });
  const first = client.request('chat.send', { text: 'a' });
  const second = client.request('chat.send', { text: 'b' });
  await expect(client.request('chat.send', { text: 'c' })).rejects.toMatchObject({ code: 'queue_full' });
  expect(client.status).toBe('connecting');
  client.close();
  await expect(first).rejects.toBeInstanceOf(RealtimeError);
  await expect(second).rejects.toMatchObject({ code: 'closed' });
});

test('a request made while signed out settles at once: it is refused, not left waiting', async () => {
  const client = createRealtimeClient({ url: () => 'ws://x', token: () => null, WebSocket: FakeSocket });
  await expect(client.request('chat.send', { text: 'a' })).rejects.toMatchObject({ code: 'unauthenticated' });
  expect(client.status).toBe('unauthorized');
  expect(FakeSocket.last).toBeNull();
  client.close();
});

test('requests waiting when the server ends the session are refused, not kept forever', async () => {
  const client = connect();
  const waiting = client.request('chat.history', {});
  const socket = FakeSocket.last!;
  socket.open();
  socket.close(CLOSE.unauthenticated);
  await expect(waiting).rejects.toMatchObject({ code: 'unauthenticated' });
  expect(client.status).toBe('unauthorized');
  client.close();
});

test('reconnect delays double up to the ceiling, each between half and all of it', () => {
  const options = { initialMs: 500, maxMs: 30_000 };
  expect([0, 1, 2, 3].map((n) => backoffDelay(n, options, () => 1))).toEqual([500, 1000, 2000, 4000]);
  expect(backoffDelay(0, options, () => 0)).toBe(250);
  expect(backoffDelay(20, options, () => 1)).toBe(30_000);
});

test('the socket URL follows the API base URL', () => {
  expect(realtimeUrl('/api', { protocol: 'https:', host: 'example.com' })).toBe('wss://example.com/api/realtime');
  expect(realtimeUrl('/api/', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/realtime');
  expect(realtimeUrl('https://api.example.com/api', { protocol: 'https:', host: 'example.com' })).toBe('wss://api.example.com/api/realtime');
});

const READY: ServerFrame = { type: 'ready', v: 1, principal: { kind: 'account', id: 'a' }, heartbeatMs: 1000 };
/** Confirms every subscription the socket has asked for so far. */
const confirmAll = (socket: FakeSocket) => {
  for (const frame of socket.sent.filter((f) => f.type === 'subscribe')) socket.receive({ type: 'subscribed', ref: frame.ref as string, topic: frame.topic as string });
};

test('after a reconnect the page reads again only once every topic is followed again, so no event falls between', () => {
  jest.useFakeTimers();
  const client = connect();
  let resyncs = 0;
  client.onResync(() => (resyncs += 1));
  client.subscribe('ticket:1', () => undefined);
  client.subscribe('ticket:2', () => undefined);
  const first = FakeSocket.last!;
  first.open();
  first.receive(READY);
  confirmAll(first);
  expect(resyncs).toBe(0);
  first.close(CLOSE.restart);
  jest.advanceTimersByTime(1000);
  const next = FakeSocket.last!;
  next.open();
  next.receive(READY);
  const [one, two] = next.sent.filter((f) => f.type === 'subscribe');
  expect(resyncs).toBe(0);
  next.receive({ type: 'subscribed', ref: one!.ref as string, topic: one!.topic as string });
  expect(resyncs).toBe(0);
  // A refusal settles a subscription too: the page reads what it may still see.
  next.receive({ type: 'error', ref: two!.ref as string, code: 'not_found', message: 'Not found' });
  expect(resyncs).toBe(1);
  client.close();
  jest.useRealTimers();
});

test('a first socket lost before it was ready also makes the next one read the page again', () => {
  jest.useFakeTimers();
  const client = connect();
  let resyncs = 0;
  client.onResync(() => (resyncs += 1));
  client.subscribe('ticket:1', () => undefined);
  FakeSocket.last!.open();
  FakeSocket.last!.close(CLOSE.restart);
  jest.advanceTimersByTime(1000);
  const next = FakeSocket.last!;
  next.open();
  next.receive(READY);
  confirmAll(next);
  expect(resyncs).toBe(1);
  client.close();
  jest.useRealTimers();
});

test('a silent link is dropped at once: the client connects again without waiting for the dead socket to close', () => {
  jest.useFakeTimers();
  const client = connect();
  client.subscribe('ticket:1', () => undefined);
  const silent = FakeSocket.last!;
  // A dead link never completes the closing handshake: close() is heard, onclose never comes.
  silent.close = () => undefined;
  silent.open();
  silent.receive(READY);
  confirmAll(silent);
  jest.advanceTimersByTime(2500);
  expect(client.status).toBe('offline');
  jest.advanceTimersByTime(1000);
  expect(FakeSocket.last).not.toBe(silent);
  client.close();
  jest.useRealTimers();
});
