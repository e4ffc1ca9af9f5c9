import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a password-reset request about an unknown contact (kept so answers look the same). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'login', 'reset', 'two-factor-toggle', 'contact-change', 'email-verify'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    contact: text('contact').notNull(),
    /** HMAC of the current code, bound to this challenge id. */
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Purpose-specific data, e.g. the requested two-factor state. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_challenges_account_idx').on(t.accountId)],
);

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

/** One-time tokens handed out after a verified reset code. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Append-only log counted by the hourly limits (OTP sends per contact / per IP, failed OTP per account).
 * Kept in the database so the limits hold across several API instances.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['otp_sent', 'otp_failed', 'login_failed'] }).notNull(),
    accountId: uuid('account_id'),
    contact: text('contact'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('security_events_contact_idx').on(t.kind, t.contact, t.createdAt),
    index('security_events_ip_idx').on(t.kind, t.ip, t.createdAt),
    index('security_events_account_idx').on(t.kind, t.accountId, t.createdAt),
  ],
);
