import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { accounts, idempotencyKeys, outbox } from '../../src/db/schema/index.js';
import { appForFile, call, freshIp, loginToken, newPerson } from '../helper.js';

let hits = 0;
const app = appForFile({
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

const accountCount = async () => (await app.deps.db.select({ n: count() }).from(accounts))[0]!.n;
const outboxCount = async () => (await app.deps.db.select({ n: count() }).from(outbox))[0]!.n;

const payload = newPerson('yousef');

test('an /auth retry with the same key never runs twice, and no answer is kept for it', async () => {
  const before = await accountCount();
  const sent = await outboxCount();
  const ip = freshIp();
  const headers = { 'idempotency-key': 'reg-7f9c2b' };
  const first = await call(app, { method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress: ip });
  const retry = await call(app, { method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress: ip, lang: 'ar' });
  expect(first.status).toBe(201);
  expect(retry.status).toBe(409);
  expect(retry.body.message).toBe('اكتمل هذا الطلب من قبل. يرجى البدء من جديد لتكراره.');
  expect(await accountCount()).toBe(before + 1);
  // One registration, one code by text message and one by email: nothing twice.
  expect(await outboxCount()).toBe(sent + 2);
  const [row] = await app.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'reg-7f9c2b'));
  expect(row).toMatchObject({ state: 'completed', statusCode: 201, body: null, contentType: null });
  // The fingerprint is keyed: not the plain hash anyone could recompute from a guessed password.
  const plain = createHash('sha256').update(`POST /api/auth/register\n${JSON.stringify(payload)}`).digest('hex');
  expect(row!.requestHash).not.toBe(plain);
  expect(row!.requestHash).toMatch(/^[0-9a-f]{64}$/);
});

test('a session ended after the first request replays nothing', async () => {
  const token = await loginToken(app);
  const headers = { 'idempotency-key': 'two-factor-1' };
  const first = await call(app, { method: 'POST', url: '/api/profile/two-factor', payload: { enabled: true }, headers, token, remoteAddress: freshIp() });
  expect(first.status).toBe(200);
  expect((await call(app, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(204);
  const again = await call(app, { method: 'POST', url: '/api/profile/two-factor', payload: { enabled: true }, headers, token });
  expect(again.status).toBe(401);
  expect(again.headers['idempotent-replayed']).toBeUndefined();
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
