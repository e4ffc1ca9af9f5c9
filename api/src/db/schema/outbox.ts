import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages the default sender "delivers": an SMS/email gateway would read from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** Set only for OTP messages so the dev endpoint can hand codes to tests and demos. */
    code: text('code'),
    purpose: text('purpose'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
