import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every email and text message the site sends, written in the same transaction as the change that
 * causes it, then delivered by the delivery worker: queued -> sending -> sent, or retrying (with
 * back-off) -> failed. A row in `sending` whose lease ran out belongs to a worker that died and is
 * taken again. Without a transport the rows simply wait here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The email's Message-ID (`<id@domain>`), also the SMS gateway's correlation id: the same on every attempt. */
    messageId: text('message_id').notNull().default(sql`('<' || gen_random_uuid()::text || '@outbox>')`),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    /** The template it was written from (`otp`, `ticket-reply`, ...); one-time codes keep their OTP purpose here. */
    purpose: text('purpose'),
    /** The notification category, for unsubscribe and preferences; null for one-time codes and bounces. */
    category: text('category'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: ['ar', 'en'] }).notNull().default('en'),
    /** The rendered message (subject, text, HTML, headers) and its template data, sealed (see services/security/keys.ts). */
    body: text('body').notNull(),
    /** Rows with the same key merge while still queued (several replies within a minute become one email). */
    digestKey: text('digest_key'),
    /** A message that must be sent at most once (a reminder): a second row with the same key is not written. */
    onceKey: text('once_key'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Due time of the next attempt; also the end of a digest's waiting window. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** What the provider last answered (SMTP reply, gateway response, or the error). */
    providerResponse: text('provider_response'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('outbox_to_idx').on(t.to, t.createdAt),
    uniqueIndex('outbox_message_id_unique').on(t.messageId),
    uniqueIndex('outbox_once_key_unique').on(t.onceKey),
    uniqueIndex('outbox_digest_open_unique').on(t.digestKey).where(sql`${t.status} = 'queued'`),
    // The worker's scan: only rows still to be delivered, in due order.
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending', 'retrying')`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
