import { TICKET_DEPARTMENTS } from '@site/shared/tickets';
import { ROLES } from '@site/shared/permissions';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * An invitation to join the staff: the link carries a token whose hash is kept here. Accepting it
 * creates the account with the role and departments chosen by the inviting admin.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    departments: jsonb('departments').$type<Array<(typeof TICKET_DEPARTMENTS)[number]>>().notNull().default([]),
    lang: text('lang').notNull().default('en'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account the invite became. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('staff_invites_token_unique').on(t.tokenHash), index('staff_invites_email_idx').on(t.email)],
);

export type StaffInviteRow = typeof staffInvites.$inferSelect;
