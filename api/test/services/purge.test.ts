import { eq } from 'drizzle-orm';
import { idempotencyKeys, otpChallenges, outbox, scheduledJobs, sessions } from '../../src/db/schema/index.js';
import { DAY, FakeClock, HOUR } from '../../src/lib/clock.js';
import { purgeExpired } from '../../src/services/retention/purge.js';
import { appForFile, call, freshIp, loginToken } from '../helper.js';

const clock = new FakeClock();
const app = appForFile({ clock });

const rows = async () => ({
  sessions: (await app.deps.db.select().from(sessions)).length,
  challenges: (await app.deps.db.select().from(otpChallenges)).length,
  outbox: (await app.deps.db.select().from(outbox)).length,
  keys: (await app.deps.db.select().from(idempotencyKeys)).length,
});

test('expired sessions, challenges, outbox rows, idempotency keys and counters go; live ones stay', async () => {
  await purgeExpired(app.deps);
  // An old generation of rows...
  const old = await loginToken(app);
  await call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: '+966500000001' }, remoteAddress: freshIp() });
  await call(app, { method: 'POST', url: '/api/profile/two-factor', payload: { enabled: true }, token: old, headers: { 'idempotency-key': 'old-key' } });
  await call(app, { method: 'POST', url: '/api/auth/logout', token: await loginToken(app) });
  const before = await rows();
  expect(before).toMatchObject({ sessions: 2, challenges: 2, outbox: 2, keys: 1 });

  // ...then two days later, a fresh one.
  clock.advance(2 * DAY);
  const fresh = await loginToken(app);
  await call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: '+966500000001' }, remoteAddress: freshIp() });

  const report = await purgeExpired(app.deps);
  // Messages are kept a week (a failed delivery can still be looked into).
  expect(report).toMatchObject({ challenges: 2, outbox: 0, idempotencyKeys: 1 });
  // The logged-out session is gone at once; the other one is not yet idle for 7 days.
  expect(report.sessions).toBe(1);
  expect(report.rateLimits).toBeGreaterThan(0);
  expect(await rows()).toEqual({ sessions: 2, challenges: 1, outbox: 3, keys: 0 });
  expect((await call(app, { method: 'GET', url: '/api/auth/me', token: fresh })).status).toBe(200);

  clock.advance(6 * DAY + HOUR);
  const later = await purgeExpired(app.deps);
  expect(later).toMatchObject({ sessions: 1, outbox: 2 });
  expect((await rows()).outbox).toBe(1);
  expect(await app.deps.db.select().from(sessions)).toHaveLength(1);
  expect((await call(app, { method: 'GET', url: '/api/auth/me', token: fresh })).status).toBe(200);
});

test('the purge is a scheduled job: it runs on the job runner and is next due an hour after each run', async () => {
  const job = async () => (await app.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'security.purge-expired')))[0];
  // An expired challenge and outbox row, left for the schedule to remove.
  await call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: '+966500000001' }, remoteAddress: freshIp() });
  clock.advance(8 * DAY);
  expect(await app.jobs.runNow('security.purge-expired')).toBe('ran');
  expect(await rows()).toMatchObject({ challenges: 0, outbox: 0 });
  const after = await job();
  expect(after).toMatchObject({ lastError: null, lockedBy: null });
  expect(after!.runs).toBeGreaterThanOrEqual(1);
  // Both times come from the database clock: the next run is due an hour after this one ended.
  expect(Math.abs(after!.nextRunAt.getTime() - after!.lastFinishedAt!.getTime() - HOUR)).toBeLessThanOrEqual(1000);
});
