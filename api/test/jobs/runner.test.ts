import { eq, sql } from 'drizzle-orm';
import { scheduledJobs } from '../../src/db/schema/index.js';
import { instancesForFile } from '../helper.js';
import { eventually } from '../fixtures/eventually.js';

// Two API instances on one database (two pools on PostgreSQL; one shared PGlite in-process).
const instances = instancesForFile({ jobs: { tickMs: 20, leaseMs: 300 } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = (check: () => boolean | Promise<boolean>, timeoutMs = 5_000) => eventually(check, timeoutMs, 10);
const row = async (name: string) => {
  const [found] = await instances.a.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return found ?? { runs: 0, lastError: null, lockedBy: null };
};

test('both instances register a job; exactly one runs it at a time, once per interval', async () => {
  let active = 0;
  let overlap = 0;
  const runs: string[] = [];
  const job = (instance: string) => ({
    name: 'test.count',
    intervalMs: 150,
    run: async () => {
      active += 1;
      overlap = Math.max(overlap, active);
      runs.push(instance);
      await sleep(40);
      active -= 1;
    },
  });
  const started = Date.now();
  instances.a.jobs.register(job('a'));
  instances.b.jobs.register(job('b'));
  await sleep(1_300);
  const elapsed = Date.now() - started;
  // Run + interval is at least 190 ms, so at most one run per 190 ms (plus the first, due at once).
  expect(overlap).toBe(1);
  expect(runs.length).toBeGreaterThanOrEqual(2);
  expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / 190) + 1);
  // The schedule row counts finished runs; the last one may still be finishing.
  const counted = (await row('test.count')).runs;
  expect(counted).toBeGreaterThanOrEqual(runs.length - 1);
  expect(counted).toBeLessThanOrEqual(runs.length);
});

test('a lease left by a crashed instance expires and is taken over', async () => {
  let ran = 0;
  // A crashed instance claimed the job a moment ago and never came back.
  await instances.a.deps.db
    .insert(scheduledJobs)
    .values({ name: 'test.orphan', lockedBy: 'crashed-instance', lockedUntil: sql`now() + interval '1 second'`, nextRunAt: sql`now()` });
  const claimedAt = Date.now();
  instances.b.jobs.register({ name: 'test.orphan', intervalMs: 60_000, run: async () => void (ran += 1) });
  await until(() => ran === 1);
  expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(900);
  await until(async () => (await row('test.orphan')).runs === 1);
  expect((await row('test.orphan')).lockedBy).toBeNull();
});

test('runNow runs a job at once, or answers busy while another instance holds it', async () => {
  let release = () => undefined as void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  let runs = 0;
  const definition = { name: 'test.manual', intervalMs: 3_600_000, run: async () => void (runs += 1) };
  instances.a.jobs.register({ ...definition, run: async () => { runs += 1; await hold; } });
  await until(() => runs === 1); // the first run (due at registration) now holds the lease on A
  instances.b.jobs.register(definition);
  expect(await instances.b.jobs.runNow('test.manual')).toBe('busy');
  release();
  await until(async () => (await row('test.manual')).lockedBy === null);
  expect(await instances.b.jobs.runNow('test.manual')).toBe('ran');
  expect(runs).toBe(2);
});

test('a failing job records its error and runs again on the next interval', async () => {
  let attempts = 0;
  instances.a.jobs.register({
    name: 'test.flaky',
    intervalMs: 100,
    run: async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt fails');
    },
  });
  await until(async () => (await row('test.flaky')).runs >= 1);
  expect((await row('test.flaky')).lastError).toBe('first attempt fails');
  await until(async () => (await row('test.flaky')).runs >= 2);
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect((await row('test.flaky')).lastError).toBeNull();
});

test('a job that loses its lease is told through its signal', async () => {
  let aborted: unknown = null;
  let started = false;
  instances.a.jobs.register({
    name: 'test.long',
    intervalMs: 3_600_000,
    run: async ({ signal }) => {
      started = true;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      aborted = signal.reason;
    },
  });
  await until(() => started);
  await instances.b.deps.db.update(scheduledJobs).set({ lockedBy: 'someone-else' }).where(eq(scheduledJobs.name, 'test.long'));
  await until(() => aborted !== null);
  expect(aborted).toEqual(new Error('lease lost'));
});
