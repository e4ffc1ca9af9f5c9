import { FakeClock, MINUTE } from '../../src/lib/clock.js';
import { databaseLimitStore } from '../../src/services/limits/database-store.js';
import { type BackoffPolicy, delayAfter } from '../../src/services/limits/store.js';
import { databaseForFile } from '../helper.js';

const database = databaseForFile();
const clock = new FakeClock();
const store = () => databaseLimitStore(database.db, clock);
const policy: BackoffPolicy = { free: 5, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };

test('50 parallel hits count 1..50, each exactly once; the window then starts over', async () => {
  const limits = store();
  const counts = await Promise.all(Array.from({ length: 50 }, () => limits.hit('t:burst', MINUTE)));
  expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  clock.advance(MINUTE);
  expect((await limits.hit('t:burst', MINUTE)).count).toBe(1);
});

test('back-off admits exactly `free` of 50 parallel attempts, then one per growing delay', async () => {
  const limits = store();
  const results = await Promise.all(Array.from({ length: 50 }, () => limits.admit('t:backoff', policy)));
  expect(results.filter((r) => r.admitted)).toHaveLength(5);
  const refused = results.find((r) => !r.admitted);
  expect(refused).toEqual({ admitted: false, retryAfterMs: MINUTE });
  clock.advance(MINUTE);
  expect(await limits.admit('t:backoff', policy)).toEqual({ admitted: true, attempt: 6 });
  expect(await limits.admit('t:backoff', policy)).toEqual({ admitted: false, retryAfterMs: 2 * MINUTE });
  await limits.reset('t:backoff');
  expect(await limits.admit('t:backoff', policy)).toEqual({ admitted: true, attempt: 1 });
});

test('delays double up to the cap', () => {
  expect([4, 5, 6, 7, 8, 9, 40, 5000].map((n) => delayAfter(policy, n) / MINUTE)).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);
});

test('purgeExpired drops ended windows only', async () => {
  const limits = store();
  await limits.hit('t:short', MINUTE);
  await limits.hit('t:long', 10 * MINUTE);
  clock.advance(2 * MINUTE);
  expect(await limits.purgeExpired()).toBeGreaterThanOrEqual(1);
  expect((await limits.hit('t:long', 10 * MINUTE)).count).toBe(2);
  expect((await limits.hit('t:short', MINUTE)).count).toBe(1);
});
