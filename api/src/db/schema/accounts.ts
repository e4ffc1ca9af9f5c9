import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGS } from '@site/shared/lang';
import { ROLES } from '@site/shared/permissions';
import { GENDERS, USER_TYPES } from '@site/shared/validation';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    accountName: text('account_name').notNull(),
    /** Stored lower-case; uniqueness is on the lower-cased value. */
    email: text('email').notNull(),
    /** E.164 */
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    area: text('area').notNull().default(''),
    gender: text('gender', { enum: GENDERS }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    /** The language emails and text messages to this account are written in; set at registration, changed in the profile. */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    acceptTerms: boolean('accept_terms').notNull(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** When a code sent to the current email was entered; null until then (and for accounts from before). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastPasswordChangeAt: timestamp('last_password_change_at', { withTimezone: true }),
    /** Set when staff end the account: it cannot sign in and its sessions are ended; cleared to reactivate. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set when staff lock the account (suspected misuse): as deactivated, but the account stays a client's. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_phone_unique').on(t.phone),
    uniqueIndex('accounts_account_name_unique').on(sql`lower(${t.accountName})`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
