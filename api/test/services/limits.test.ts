import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { readEnv } from '../../src/env.js';
import { FakeClock, MINUTE } from '../../src/lib/clock.js';
import { databaseLimitStore } from '../../src/services/limits/database-store.js';
import { redisLimitStore } from '../../src/services/limits/redis-store.js';
import { type BackoffPolicy, type LimitStore, delayAfter } from '../../src/services/limits/store.js';
import { databaseForFile } from '../helper.js';
import { eventually } from '../fixtures/eventually.js';

/*
 * One contract, every store: the database always (PGlite, or PostgreSQL with DATABASE_URL), and
 * Redis when REDIS_URL is set (CI sets it), under a key prefix of this run's own.
 */
const database = databaseForFile();
const redisUrl = readEnv().REDIS_URL;
const prefix = `test-${randomBytes(4).toString('hex')}:`;
let redis: Redis | undefined;
beforeAll(() => {
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const policy: BackoffPolicy = { free: 5, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };
const stores: [string, (clock: FakeClock) => LimitStore][] = [
  ['database', (clock) => databaseLimitStore(database.db, clock)],
  ...(redisUrl ? [['redis', (clock: FakeClock) => redisLimitStore(redis!, clock, prefix)] as [string, (clock: FakeClock) => LimitStore]] : []),
];

describe.each(stores)('%s store', (kind, open) => {
  const clock = new FakeClock();
  const store = () => open(clock);
  const key = (name: string) => `${kind}:${name}`;

  test('50 parallel hits count 1..50, each exactly once; the window then starts over', async () => {
    const limits = store();
    const counts = await Promise.all(Array.from({ length: 50 }, () => limits.hit(key('burst'), MINUTE)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(counts.map((c) => c.resetAt.getTime()))).toEqual(new Set([clock.now().getTime() + MINUTE]));
    clock.advance(MINUTE);
    expect((await limits.hit(key('burst'), MINUTE)).count).toBe(1);
  });

  test('back-off admits exactly `free` of 50 parallel attempts, then one per growing delay', async () => {
    const limits = store();
    const results = await Promise.all(Array.from({ length: 50 }, () => limits.admit(key('backoff'), policy)));
    expect(results.filter((r) => r.admitted)).toHaveLength(5);
    const refused = results.find((r) => !r.admitted);
    expect(refused).toEqual({ admitted: false, retryAfterMs: MINUTE });
    clock.advance(MINUTE);
    expect(await limits.admit(key('backoff'), policy)).toEqual({ admitted: true, attempt: 6 });
    expect(await limits.admit(key('backoff'), policy)).toEqual({ admitted: false, retryAfterMs: 2 * MINUTE });
    await limits.reset(key('backoff'));
    expect(await limits.admit(key('backoff'), policy)).toEqual({ admitted: true, attempt: 1 });
  });

  test('a key left alone past forgetAfterMs starts over', async () => {
    const limits = store();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      clock.advance(policy.maxDelayMs);
      expect(await limits.admit(key('forget'), policy)).toEqual({ admitted: true, attempt });
    }
    expect((await limits.admit(key('forget'), policy)).admitted).toBe(false);
    clock.advance(policy.forgetAfterMs);
    expect(await limits.admit(key('forget'), policy)).toEqual({ admitted: true, attempt: 1 });
  });

  test('a refund gives back one hit of the window, never below zero, and nothing once the window ended', async () => {
    const limits = store();
    await Promise.all(Array.from({ length: 3 }, () => limits.hit(key('refund'), MINUTE)));
    await Promise.all(Array.from({ length: 5 }, () => limits.refund(key('refund'))));
    expect((await limits.hit(key('refund'), MINUTE)).count).toBe(1);
    clock.advance(MINUTE);
    await limits.refund(key('refund'));
    expect((await limits.hit(key('refund'), MINUTE)).count).toBe(1);
    await limits.refund(key('never-hit'));
    expect((await limits.hit(key('never-hit'), MINUTE)).count).toBe(1);
  });

  test('answers a ping', async () => {
    await expect(store().ping()).resolves.toBeUndefined();
  });
});

test('delays double up to the cap', () => {
  expect([4, 5, 6, 7, 8, 9, 40, 5000].map((n) => delayAfter(policy, n) / MINUTE)).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);
});

test('database store: purgeExpired drops ended windows only', async () => {
  const clock = new FakeClock();
  const limits = databaseLimitStore(database.db, clock);
  await limits.hit('t:short', MINUTE);
  await limits.hit('t:long', 10 * MINUTE);
  clock.advance(2 * MINUTE);
  expect(await limits.purgeExpired()).toBeGreaterThanOrEqual(1);
  expect((await limits.hit('t:long', 10 * MINUTE)).count).toBe(2);
  expect((await limits.hit('t:short', MINUTE)).count).toBe(1);
});

if (redisUrl) test('redis store: an ended counter is forgotten by its own TTL (nothing to purge)', async () => {
  const limits = redisLimitStore(redis!, new FakeClock(), prefix);
  await limits.hit('t:ttl', 100);
  expect(await redis!.exists(`${prefix}limit:t:ttl`)).toBe(1);
  // Redis's own clock ends it: wait for that, not for a fixed time.
  await eventually(async () => (await redis!.exists(`${prefix}limit:t:ttl`)) === 0, 2_000, 20);
  expect(await limits.purgeExpired()).toBe(0);
});
