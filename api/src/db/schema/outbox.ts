import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages the default sender queues: an SMS/email gateway holding the outbox key delivers from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    /** The text and its one-time code, sealed (see services/keys.ts): never readable from the table alone. */
    body: text('body').notNull(),
    purpose: text('purpose'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
