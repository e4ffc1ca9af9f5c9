import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOIN_STATUSES } from '@site/shared/listings';
import { accounts } from './accounts.js';
import { listings } from './listings.js';

/** A signed-in account asks to join a group; the group's manager approves or rejects. Images are uploads attached to it. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: JOIN_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per account and group.
    uniqueIndex('join_requests_one_open').on(t.listingId, t.accountId).where(sql`${t.status} = 'pending'`),
    index('join_requests_account_idx').on(t.accountId, t.createdAt),
    index('join_requests_listing_idx').on(t.listingId, t.createdAt),
  ],
);

export type JoinRequestRow = typeof joinRequests.$inferSelect;
