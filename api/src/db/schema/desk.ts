import { AVAILABILITY_STATES } from '@site/shared/desk';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Each agent's availability (no row: offline). Assignment locks an agent's row while it counts
 * their open work, so two instances never both give them the last place under the cap.
 */
export const agentAvailability = pgTable(
  'agent_availability',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: AVAILABILITY_STATES }).notNull().default('offline'),
    /** Set by the idle timer, not chosen: the next input turns it back online. */
    auto: boolean('auto').notNull().default(false),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last sign of an open desk: a desk silent for long counts as offline. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_availability_state_idx').on(t.state, t.changedAt)],
);

/**
 * One row per assignment queue (`tickets:<department>`, `chat`): the row lock orders the
 * assignments of one queue across instances, and `lastAccountId` is where the round-robin resumes.
 */
export const assignmentQueues = pgTable('assignment_queues', {
  queue: text('queue').primaryKey(),
  lastAccountId: uuid('last_account_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AgentAvailabilityRow = typeof agentAvailability.$inferSelect;
