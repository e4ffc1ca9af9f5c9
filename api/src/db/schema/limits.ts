import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters behind every rate limit and back-off (see services/limits). Kept in the database and
 * changed only by single atomic statements, so the limits hold across API instances and under
 * parallel requests.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** End of the fixed window (hit) or when an idle back-off is forgotten (admit). */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);
