import { TICKET_DEPARTMENTS } from '@site/shared/tickets';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Saved replies agents insert with `/`: a text per language with placeholders filled when
 * inserted. Shared ones (no owner) are seeded for everyone; personal ones belong to one agent.
 * A department limits a reply to the conversations of that department (null: any).
 */
export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: shared with every agent. */
    ownerId: uuid('owner_id').references(() => accounts.id, { onDelete: 'cascade' }),
    department: text('department', { enum: TICKET_DEPARTMENTS }),
    /** What the agent types after `/` to find it. */
    shortcut: text('shortcut').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('canned_responses_owner_idx').on(t.ownerId, t.shortcut)],
);

export type CannedResponseRow = typeof cannedResponses.$inferSelect;
