import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { securityEvents } from '../../src/db/schema/index.js';
import { readEnv } from '../../src/env.js';
import { readiness } from '../../src/services/health/readiness.js';
import type { LimitStore } from '../../src/services/limits/store.js';
import { buildTestApp, call, databaseForFile, freshIp, registeredPerson } from '../helper.js';

/*
 * The API with its rate-limit and back-off counters in Redis (LIMIT_STORE=redis), as the cluster
 * runs it: the machine's Redis when REDIS_URL is set (CI sets it), under a prefix of this run's own.
 */
const database = databaseForFile();
const redisUrl = readEnv().REDIS_URL;
// CI has Redis (.ci/run sets REQUIRE_REDIS=1): there, a Redis that is not configured fails the run
// instead of leaving the Redis test out unnoticed.
const redisRequired = process.env.REQUIRE_REDIS === '1';

if (redisRequired && !redisUrl) {
  test('REQUIRE_REDIS=1: REDIS_URL names the Redis the counters are tested on', () => {
    expect(redisUrl).toBeTruthy();
  });
}

test('LIMIT_STORE=redis without a reachable Redis: the start fails and names REDIS_URL', async () => {
  await expect(buildTestApp({ env: { LIMIT_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(/REDIS_URL/);
  await expect(buildTestApp({ env: { LIMIT_STORE: 'redis', REDIS_URL: '' } })).rejects.toThrow(/REDIS_URL: required with LIMIT_STORE=redis/);
});

test('readiness fails while the limit store does not answer', async () => {
  const unused = () => Promise.reject(new Error('not called by readiness'));
  const silent: LimitStore = { hit: unused, admit: unused, refund: unused, reset: unused, purgeExpired: unused, ping: () => Promise.reject(new Error('down')) };
  const errors: unknown[] = [];
  const result = await readiness(database, silent, false, (error) => errors.push(error));
  expect(result).toEqual({ ready: false, draining: false, database: true, migrations: true, limits: false, uploadsDisk: null });
  expect(errors).toHaveLength(1);
});

if (redisUrl) {
  test('counters in Redis: ready, 100 parallel wrong passwords check exactly 5, and the counters are Redis keys', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    const app = await buildTestApp({ env: { LIMIT_STORE: 'redis', REDIS_URL: redisUrl, REDIS_PREFIX: prefix } });
    const redis = new Redis(redisUrl);
    try {
      const ready = await call(app, { method: 'GET', url: '/api/health/ready' });
      expect(ready.body).toMatchObject({ status: 'ready', limits: true });

      const who = await registeredPerson(app);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: who.email, password: 'Wrong-password-1' }, remoteAddress: freshIp() })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 422)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(95);
      const checked = await app.deps.db.select({ n: count() }).from(securityEvents).where(and(eq(securityEvents.kind, 'login_failed'), eq(securityEvents.contact, who.email)));
      expect(checked[0]!.n).toBe(5);
      expect((await redis.keys(`${prefix}limit:*`)).length).toBeGreaterThan(0);
    } finally {
      await app.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
}
