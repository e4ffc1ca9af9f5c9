import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { type Admission, type BackoffPolicy, type LimitStore, delayAfter } from './store.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

interface Row {
  count: number;
  window_ends_at: string | Date;
}

/**
 * LimitStore on the `rate_limits` table. Each operation is one INSERT .. ON CONFLICT DO UPDATE:
 * PostgreSQL locks the row and re-checks the condition for every waiting writer, so parallel
 * hits are counted one by one (PGlite runs statements one at a time anyway).
 */
export function databaseLimitStore(db: Db, clock: Clock): LimitStore {
  const rows = async (query: ReturnType<typeof sql>): Promise<{ rows: Row[] }> => {
    // Both drivers (node-postgres and PGlite) answer with `rows`.
    const result: unknown = await db.execute(query);
    return result as { rows: Row[] };
  };

  return {
    async hit(key, windowMs, amount = 1) {
      const now = clock.now();
      const ends = new Date(now.getTime() + windowMs);
      const { rows: [row] } = await rows(sql`
        insert into rate_limits as r (key, count, window_ends_at, last_at)
        values (${key}, ${amount}::integer, ${at(ends)}, ${at(now)})
        on conflict (key) do update set
          count = case when r.window_ends_at <= ${at(now)} then ${amount}::integer else r.count + ${amount}::integer end,
          window_ends_at = case when r.window_ends_at <= ${at(now)} then ${at(ends)} else r.window_ends_at end,
          last_at = ${at(now)}
        returning count, window_ends_at`);
      return { count: Number(row!.count), resetAt: new Date(row!.window_ends_at) };
    },

    async admit(key, policy: BackoffPolicy): Promise<Admission> {
      const now = clock.now();
      const forget = new Date(now.getTime() + policy.forgetAfterMs);
      const { rows: [row] } = await rows(sql`
        insert into rate_limits as r (key, count, window_ends_at, last_at)
        values (${key}, 1, ${at(forget)}, ${at(now)})
        on conflict (key) do update set
          count = case when r.window_ends_at <= ${at(now)} then 1 else r.count + 1 end,
          window_ends_at = ${at(forget)},
          last_at = ${at(now)}
        where r.window_ends_at <= ${at(now)}
          or r.count < ${policy.free}::integer
          or r.last_at + least(${policy.maxDelayMs}::float8,
               ${policy.baseDelayMs}::float8 * power(2::float8, least(r.count - ${policy.free}::integer, 30)::float8))
               * interval '1 millisecond' <= ${at(now)}
        returning count, window_ends_at`);
      if (row) return { admitted: true, attempt: Number(row.count) };
      const [held] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
      const waitUntil = held ? held.lastAt.getTime() + delayAfter(policy, held.count) : now.getTime();
      return { admitted: false, retryAfterMs: Math.max(1000, waitUntil - now.getTime()) };
    },

    async refund(key) {
      const now = clock.now();
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and window_ends_at > ${at(now)}`);
    },

    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    // The database is readiness's own first check.
    ping: () => Promise.resolve(),

    async purgeExpired() {
      const gone = await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, clock.now())).returning({ key: rateLimits.key });
      return gone.length;
    },
  };
}
