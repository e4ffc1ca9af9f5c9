import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scheduledJobs } from '../../db/schema/index.js';

/** `now() + ms`, in the database's clock: every instance compares times on one clock. */
const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
const free = or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, sql`now()`));

/** The lease queries of the job runner. Each claim or renewal is one statement, atomic on PostgreSQL and PGlite. */
export const jobRepository = {
  /** Creates the job's row (due now) unless it exists; an existing schedule survives restarts. */
  async ensure(db: Db, name: string): Promise<void> {
    await db.insert(scheduledJobs).values({ name, nextRunAt: sql`now()` }).onConflictDoNothing();
  },

  /** Names among `names` that are due and not leased. */
  async due(db: Db, names: string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const rows = await db
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(and(inArray(scheduledJobs.name, names), lte(scheduledJobs.nextRunAt, sql`now()`), free));
    return rows.map((row) => row.name);
  },

  /** Takes the lease if the job is free (and due, unless `anyTime`); true when this instance won it. */
  async claim(db: Db, name: string, owner: string, leaseMs: number, anyTime = false): Promise<boolean> {
    const rows = await db
      .update(scheduledJobs)
      .set({ lockedBy: owner, lockedUntil: later(leaseMs), lastStartedAt: sql`now()` })
      .where(and(eq(scheduledJobs.name, name), free, anyTime ? undefined : lte(scheduledJobs.nextRunAt, sql`now()`)))
      .returning({ name: scheduledJobs.name });
    return rows.length === 1;
  },

  /** Extends a lease this instance still holds; false when it was lost (expired and taken). */
  async renew(db: Db, name: string, owner: string, leaseMs: number): Promise<boolean> {
    const rows = await db
      .update(scheduledJobs)
      .set({ lockedUntil: later(leaseMs) })
      .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, owner)))
      .returning({ name: scheduledJobs.name });
    return rows.length === 1;
  },

  /** Ends a run: schedules the next one (unless `reschedule` is false) and frees the lease. */
  async finish(db: Db, name: string, owner: string, result: { error: string | null; nextInMs: number | null }): Promise<void> {
    await db
      .update(scheduledJobs)
      .set({
        lockedBy: null,
        lockedUntil: null,
        lastFinishedAt: sql`now()`,
        lastError: result.error,
        runs: sql`${scheduledJobs.runs} + 1`,
        ...(result.nextInMs === null ? {} : { nextRunAt: later(result.nextInMs) }),
      })
      .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, owner)));
  },

  async find(db: Db, name: string) {
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
    return row ?? null;
  },
};
