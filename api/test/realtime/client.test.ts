import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createRealtimeClient, type RealtimeClient, type RealtimeStatus, type SocketFactory } from '@site/shared/realtime/client';
import { z } from 'zod';
import WebSocket from 'ws';
import type { Database } from '../../src/db/client.js';
import { buildTestApp, openTestDatabase } from '../helper.js';
import { eventually } from '../fixtures/eventually.js';
import { listenLocal } from './test-socket.js';

/**
 * The browser client from `@site/shared/realtime` against the real hub, over real sockets. The
 * callers are "kiosk" principals (a kind registered by this test, as the chat registers its
 * visitors), so a restarted server on a fresh database still knows their token.
 */
const kiosk: FastifyPluginAsync = async (app) => {
  app.principals.register('kiosk', async (token) => (token.startsWith('kiosk-token-') ? { kind: 'kiosk', id: token.slice(12), account: null } : null));
  app.realtime.topic('board', async (principal) => principal.kind === 'kiosk');
  app.realtime.handle('board.post', { schema: z.object({ text: z.string() }), run: async ({ data }) => ({ echoed: data.text }) });
};

let database: Database;
/** An API process on `port`; restarts reuse the file's database, as a restarted process reopens its own. */
const start = async (port = 0) => {
  const app = await buildTestApp({ plugins: [kiosk], database: { ...database, close: async () => undefined }, seed: false });
  const url = await listenLocal(app, port);
  return { app, url, port: (app.server.address() as AddressInfo).port };
};

const until = (check: () => boolean) => eventually(check, 8_000, 20);

let server: { app: FastifyInstance; url: string; port: number };
let client: RealtimeClient;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  client?.close();
  await server?.app.close();
  await database.close();
});

test('connects, follows, asks; after a restart it re-authenticates, re-subscribes and sends what was queued', async () => {
  server = await start();
  const statuses: RealtimeStatus[] = [];
  const events: unknown[] = [];
  let resyncs = 0;
  client = createRealtimeClient({
    url: () => server.url,
    token: () => 'kiosk-token-lobby',
    WebSocket: WebSocket as unknown as SocketFactory,
    backoff: { initialMs: 50, maxMs: 200 },
  });
  client.onStatus((status) => statuses.push(status));
  client.onResync(() => (resyncs += 1));
  client.subscribe('board', (name, data) => events.push({ name, data }));
  expect(await client.request('board.post', { text: 'hello' })).toEqual({ echoed: 'hello' });
  await server.app.realtime.publish('board', 'board.changed', { n: 1 });
  await until(() => events.length === 1);

  // Restart on the same port: the client hears the shutdown hint and comes back by itself.
  const { port } = server;
  await server.app.close();
  await until(() => client.status === 'offline');
  const queued = client.request('board.post', { text: 'sent while offline' });
  server = await start(port);
  expect(await queued).toEqual({ echoed: 'sent while offline' });
  await until(() => resyncs === 1);
  await server.app.realtime.publish('board', 'board.changed', { n: 2 });
  await until(() => events.length === 2);
  expect(events).toEqual([{ name: 'board.changed', data: { n: 1 } }, { name: 'board.changed', data: { n: 2 } }]);
  // While the server was down the client kept trying (with backoff), then came back to open.
  expect(statuses.slice(0, 3)).toEqual(['connecting', 'open', 'offline']);
  expect(statuses.at(-1)).toBe('open');
  expect(new Set(statuses)).toEqual(new Set(['connecting', 'open', 'offline']));
});

test('a refused token leaves the client signed out instead of retrying', async () => {
  const statuses: RealtimeStatus[] = [];
  const refused = createRealtimeClient({ url: () => server.url, token: () => 'kiosk-nope', WebSocket: WebSocket as unknown as SocketFactory });
  refused.onStatus((status) => statuses.push(status));
  refused.reconnect();
  await until(() => refused.status === 'unauthorized');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(statuses).toEqual(['connecting', 'unauthorized']);
  refused.close();
});
