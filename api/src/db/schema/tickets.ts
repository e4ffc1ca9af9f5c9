import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-facing ticket number shown in lists. */
    number: serial('number').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assigneeId: uuid('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    status: text('status', { enum: ['new', 'in_progress', 'closed_by_client', 'resolved'] })
      .notNull()
      .default('new'),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    autoClose: boolean('auto_close').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tickets_owner_idx').on(t.ownerId, t.updatedAt)],
);
