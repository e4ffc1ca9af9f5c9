import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** A person's own choices; a category and channel without a row keeps the default of the shared table. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.category, t.channel] })],
);

/** Addresses without an account (a chat visitor's email) that unsubscribed from a category. */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    address: text('address').notNull(),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.address, t.category] })],
);

/** Replies by email already taken, by Message-ID: a mail provider that posts one twice adds one reply. */
export const inboundMail = pgTable('inbound_mail', {
  messageId: text('message_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The devices (browser and system) an account signed in from: a sign-in from a new one is announced to its owner. */
export const accountDevices = pgTable(
  'account_devices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.device] })],
);
