import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { accounts, outbox } from '../src/db/schema/index.js';
import { buildTestApp, call, freshIp, loginToken } from './helper.js';

let app: FastifyInstance;
let hits = 0;
beforeAll(async () => {
  app = await buildTestApp({
    plugins: [
      async (api) => {
        // A slow, countable side effect to race duplicates against.
        api.post('/test/slow', async () => {
          hits += 1;
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { hit: hits };
        });
      },
    ],
  });
});
afterAll(async () => {
  await app.close();
});

const accountCount = async () => (await app.deps.db.select({ n: count() }).from(accounts))[0]!.n;
const outboxCount = async () => (await app.deps.db.select({ n: count() }).from(outbox))[0]!.n;

const payload = {
  fullName: 'Yousef Nasser',
  accountName: 'yousef',
  email: 'yousef@example.com',
  phone: '+966501111111',
  country: 'SA',
  area: 'Jeddah',
  gender: 'male',
  birthDate: '1990-02-02',
  userType: 'individual',
  password: 'Yousef-123',
  passwordConfirmation: 'Yousef-123',
  acceptTerms: true,
};

test('a retried POST with the same Idempotency-Key never creates twice', async () => {
  const before = await accountCount();
  const sent = await outboxCount();
  const ip = freshIp();
  const headers = { 'idempotency-key': 'reg-7f9c2b' };
  const first = await call(app, { method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress: ip });
  const retry = await call(app, { method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress: ip });
  expect(first.status).toBe(201);
  expect(retry.status).toBe(201);
  expect(retry.body).toEqual(first.body);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(await accountCount()).toBe(before + 1);
  expect(await outboxCount()).toBe(sent + 1);
  // without the key the same request really runs again (and fails as a duplicate)
  const again = await call(app, { method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });
  expect(again.status).toBe(422);
});

test('a reused key with a different body is refused', async () => {
  const ip = freshIp();
  const headers = { 'idempotency-key': 'k-mismatch' };
  await call(app, { method: 'POST', url: '/api/test/slow', payload: { a: 1 }, headers, remoteAddress: ip });
  const other = await call(app, { method: 'POST', url: '/api/test/slow', payload: { a: 2 }, headers, remoteAddress: ip });
  expect(other.status).toBe(422);
  expect(other.body.message).toBe('This Idempotency-Key was already used for a different request.');
});

test('a concurrent duplicate waits for the first and gets its answer', async () => {
  const start = hits;
  const ip = freshIp();
  const headers = { 'idempotency-key': 'k-concurrent' };
  const [a, b] = await Promise.all([
    call(app, { method: 'POST', url: '/api/test/slow', payload: { x: 1 }, headers, remoteAddress: ip }),
    call(app, { method: 'POST', url: '/api/test/slow', payload: { x: 1 }, headers, remoteAddress: ip }),
  ]);
  expect(hits).toBe(start + 1);
  expect(a.body).toEqual(b.body);
  expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']]).toContain('true');
});

test('keys are scoped per caller', async () => {
  const start = hits;
  const headers = { 'idempotency-key': 'shared-key' };
  const token = await loginToken(app);
  await call(app, { method: 'POST', url: '/api/test/slow', payload: {}, headers, remoteAddress: freshIp() });
  await call(app, { method: 'POST', url: '/api/test/slow', payload: {}, headers, remoteAddress: freshIp() });
  await call(app, { method: 'POST', url: '/api/test/slow', payload: {}, headers, token });
  await call(app, { method: 'POST', url: '/api/test/slow', payload: {}, headers, token });
  expect(hits).toBe(start + 3);
});

test('an invalid key is a 400', async () => {
  const r = await call(app, { method: 'POST', url: '/api/test/slow', payload: {}, headers: { 'idempotency-key': 'has space' } });
  expect(r.status).toBe(400);
});
