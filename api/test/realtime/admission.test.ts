import type { FastifyPluginAsync } from 'fastify';
import { CLOSE } from '@site/shared/realtime/protocol';
import { type BusEvent, type EventBus, memoryBus } from '../../src/realtime/bus.js';
import { appForFile, buildTestApp, loginToken } from '../helper.js';
import { TestSocket, listenLocal } from './test-socket.js';

const partner: FastifyPluginAsync = async (app) => {
  app.realtime.allowOrigin((origin) => origin.hostname === 'partner.test');
};

/** A bus whose connection loss the test controls (the in-process bus never loses one). */
function flakyBus(): EventBus & { loseConnection(): void } {
  const inner = memoryBus();
  const gaps = new Set<() => void>();
  return {
    publish: (events: BusEvent | readonly BusEvent[]) => inner.publish(events),
    subscribe: (listener) => inner.subscribe(listener),
    onGap(listener) {
      gaps.add(listener);
      return () => gaps.delete(listener);
    },
    close: () => inner.close(),
    loseConnection: () => gaps.forEach((listener) => listener()),
  };
}

const bus = flakyBus();
const app = appForFile({ plugins: [partner], env: { REALTIME_MAX_SOCKETS_PER_IP: '3' }, realtime: { bus } });
let url: string;
beforeAll(async () => {
  url = await listenLocal(app);
});

test('at most REALTIME_MAX_SOCKETS_PER_IP sockets per address; a closed one frees its place', async () => {
  const held = await Promise.all([1, 2, 3].map(() => TestSocket.open(url)));
  await expect(TestSocket.open(url)).rejects.toThrow('HTTP 429');
  held[0]!.close();
  await held[0]!.closed;
  const again = await TestSocket.open(url);
  for (const socket of [again, ...held.slice(1)]) socket.close();
});

test('pages from other origins are refused before the upgrade unless a feature allows them: scheme, host and port exactly', async () => {
  const { host, hostname, port } = new URL(url);
  const near = [
    'https://evil.example',
    // A main host's name, another port or scheme of this one, a subdomain: none is this site's origin.
    'https://www.example.com',
    'http://localhost:9',
    `http://${hostname}:${Number(port) + 1}`,
    `https://${host}`,
    `http://sub.localhost:${port}`,
    `http://${host}/path`,
    'null',
  ];
  for (const origin of near) await expect(TestSocket.open(url, { origin })).rejects.toThrow('HTTP 403');
  for (const origin of [`http://${host}`, 'https://partner.test']) {
    const socket = await TestSocket.open(url, { origin });
    socket.close();
    await socket.closed;
  }
});

test('a client asking only for another protocol version is refused', async () => {
  await expect(TestSocket.open(url, { protocol: 'site.v2' })).rejects.toThrow();
});

test('when the bus loses events, every signed-in socket is told to resync', async () => {
  const socket = await TestSocket.open(url);
  await socket.auth(await loginToken(app));
  const resync = socket.next('resync');
  bus.loseConnection();
  expect(await resync).toEqual({ type: 'resync' });
  socket.close();
});

test('on shutdown each socket gets a reconnect hint, then close 1012', async () => {
  const other = await buildTestApp();
  const socket = await TestSocket.open(await listenLocal(other));
  await socket.auth(await loginToken(other));
  const closing = socket.next('closing');
  await other.close();
  const hint = await closing;
  expect(hint.reconnectInMs).toBeGreaterThanOrEqual(250);
  expect(hint.reconnectInMs).toBeLessThanOrEqual(2500);
  expect((await socket.closed).code).toBe(CLOSE.restart);
});
