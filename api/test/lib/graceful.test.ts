import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { drainAndClose, logUnhandledRejections } from '../../src/lib/graceful.js';
import { buildTestApp, loginToken } from '../helper.js';
import { TestSocket } from '../realtime/test-socket.js';

/** A request that waits until the test lets it go, then reads the database (closed last on shutdown). */
function slowRoute() {
  let entered!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => (entered = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const plugin: FastifyPluginAsync = async (app) => {
    app.get('/slow', async () => {
      entered();
      await gate;
      await app.deps.database.ping();
      return { finished: true };
    });
  };
  return { plugin, started, release };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

test('shutdown refuses new connections, finishes the request in flight and tells sockets when to come back', async () => {
  const slow = slowRoute();
  const app = await buildTestApp({ plugins: [slow.plugin] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = await TestSocket.open(`ws://127.0.0.1:${port}/api/realtime`);
  await socket.auth(await loginToken(app));

  const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`);
  await slow.started;
  const hint = socket.next('closing');
  const closed = drainAndClose(app, { delayMs: 0, timeoutMs: 10_000 });

 expect((await hint).reconnectInMs).toBeGreaterThan(0);
  expect((await socket.closed).code).toBe(1012);
 expect(app.lifecycle.draining).toBe(true);
  expect(await refused(port)).toBe(true);

  slow.release();
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ finished: true });
  await closed;
});

test('shutdown gives up on a request that outlives the timeout, and still closes the database', async () => {
  const slow = slowRoute();
  const app = await buildTestApp({ plugins: [slow.plugin] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`).catch(() => null);
  await slow.started;
  await expect(drainAndClose(app, { delayMs: 0, timeoutMs: 200 })).rejects.toThrow(/still running/);
  // Closed, so the PGlite folder lock is released and its data flushed before the process exits.
  await expect(app.deps.database.ping()).rejects.toThrow();
  slow.release();
  await inFlight;
  await app.close();
});

test('a rejection nothing awaited is logged through the logger, with its error', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  const stop = logUnhandledRejections(app.log);
  try {
    const forgotten = Promise.reject(new Error('forgotten promise'));
    process.emit('unhandledRejection', new Error('forgotten promise'), forgotten);
    forgotten.catch(() => undefined);
  } finally {
    stop();
  }
  const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
  expect(logged).toEqual([expect.objectContaining({ level: 50, msg: 'unhandled promise rejection', err: expect.objectContaining({ message: 'forgotten promise' }) })]);
  await app.close();
});
