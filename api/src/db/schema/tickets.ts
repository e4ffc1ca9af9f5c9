import { TICKET_DEPARTMENTS, TICKET_STATUSES, TICKET_TYPES } from '@site/shared/tickets';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-facing ticket number shown in lists. */
    number: serial('number').notNull().unique(),
    /** The client the ticket is for. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who raised it: the client, or an agent who opened it for the client (e.g. from a chat). */
    openedById: uuid('opened_by_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assigneeId: uuid('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type', { enum: TICKET_TYPES }).notNull(),
    department: text('department', { enum: TICKET_DEPARTMENTS }).notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('new'),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    autoClose: boolean('auto_close').notNull().default(false),
    /** Replies from anyone: edit and delete are only allowed while it is 0. */
    replyCount: integer('reply_count').notNull().default(0),
    /** The reopen window and the auto-close period count from here. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Service levels, counted in business hours (docs/tickets.md, "Service levels"); times in ms as
    // bigint, since a ticket left waiting for months passes int4's 596 hours. The targets
    // are the policy's when the ticket was raised; the measured times are kept once reached so
    // the reports add stored numbers instead of replaying every ticket's history.
    slaFirstResponseMs: bigint('sla_first_response_ms', { mode: 'number' }),
    slaResolutionMs: bigint('sla_resolution_ms', { mode: 'number' }),
    /** The first answer from support, and the business time it took (pauses left out). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    firstResponseMs: bigint('first_response_ms', { mode: 'number' }),
    /** When it was last resolved or closed (null while open), and the business time to get there. */
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    resolutionMs: bigint('resolution_ms', { mode: 'number' }),
    /** Business time the clock stood still (waiting for the client, or solved), and since when it stands still now. */
    slaPausedMs: bigint('sla_paused_ms', { mode: 'number' }).notNull().default(0),
    slaPausedSince: timestamp('sla_paused_since', { withTimezone: true }),
    /** The running target's 80 % and 100 % instants (null while paused or solved), and the warnings sent for it. */
    slaWarnAt: timestamp('sla_warn_at', { withTimezone: true }),
    slaDueAt: timestamp('sla_due_at', { withTimezone: true }),
    slaWarned: smallint('sla_warned').notNull().default(0),
    // The requester when they have no account (a signed-out visitor's chat turned into a ticket):
    // the agents' replies reach them at this address. Never shown to another client.
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactLang: text('contact_lang'),
  },
  (t) => [
    // One index per list: a client's tickets, what someone raised (also by status: the status
    // filter), an agent's assigned tickets and each department's unassigned queue, each in the
    // lists' exact order (last update, then number), so a page reads its own rows and no others.
    index('tickets_owner_idx').on(t.ownerId, t.updatedAt, t.number),
    index('tickets_opened_by_idx').on(t.openedById, t.updatedAt, t.number),
    index('tickets_opened_by_status_idx').on(t.openedById, t.status, t.updatedAt, t.number),
    index('tickets_assignee_idx').on(t.assigneeId, t.updatedAt, t.number),
    index('tickets_queue_idx').on(t.department, t.updatedAt, t.number).where(sql`${t.assigneeId} is null`),
    // An agent's incoming list is an OR of the above two (no single index serves it): its first
    // page walks the whole desk newest first and stops after a page of matches.
    index('tickets_updated_idx').on(t.updatedAt, t.number),
    // The auto-close job's scan.
    index('tickets_auto_close_idx').on(t.statusChangedAt).where(sql`${t.status} = 'resolved' and ${t.autoClose}`),
    // The SLA warnings job and the "breaching soon" filter: running clocks by their 80 % instant.
    index('tickets_sla_warn_idx').on(t.slaWarnAt).where(sql`${t.slaWarnAt} is not null`),
    // The reports: a period's new tickets, its first answers and its solved tickets, by department.
    index('tickets_report_created_idx').on(t.createdAt, t.department),
    index('tickets_report_answered_idx').on(t.firstResponseAt, t.department).where(sql`${t.firstResponseAt} is not null`),
    index('tickets_report_solved_idx').on(t.solvedAt, t.department).where(sql`${t.solvedAt} is not null`),
    // The agent's context pane: a requester without an account's other tickets, by the email or phone they left.
    index('tickets_contact_email_idx').on(t.contactEmail, t.updatedAt).where(sql`${t.contactEmail} is not null`),
    index('tickets_contact_phone_idx').on(t.contactPhone, t.updatedAt).where(sql`${t.contactPhone} is not null`),
  ],
);

/** Service-level targets in business milliseconds, per department and urgency. */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    department: text('department', { enum: TICKET_DEPARTMENTS }).notNull(),
    urgent: boolean('urgent').notNull(),
    firstResponseMs: bigint('first_response_ms', { mode: 'number' }).notNull(),
    resolutionMs: bigint('resolution_ms', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.department, t.urgent] })],
);

export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** An internal note: written by an agent for agents; no read, event or message a client gets carries it. */
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Status changes, transfers and ratings, shown between the replies. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null when the system acted (auto-close). */
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['status', 'transfer', 'rated'] }).notNull(),
    fromStatus: text('from_status', { enum: TICKET_STATUSES }),
    toStatus: text('to_status', { enum: TICKET_STATUSES }),
    assigneeId: uuid('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** A transfer's note for the next agent; never shown to the client. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Personal stars: each person marks the tickets they want to find again. */
export const ticketStars = pgTable(
  'ticket_stars',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ticketId] })],
);

/**
 * The notifications a ticket change owes, recorded in the change's own statement or transaction and
 * expanded into the outbox (recipients, their choices, digests) right after it commits: the change
 * answers without waiting for that work, and a notice left by a stopped instance is expanded by the
 * next sweep (`services/tickets/notices.ts`).
 */
export const ticketNotices = pgTable(
  'ticket_notices',
  {
    /** In the order the changes were written: a ticket's notices are expanded in its changes' order. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The change as the notifications read it (`TicketChange`, its dates as ISO strings). */
    change: jsonb('change').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/** The departments an agent works in: they see the unassigned tickets of these. */
export const agentDepartments = pgTable(
  'agent_departments',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    department: text('department', { enum: TICKET_DEPARTMENTS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.department] }), index('agent_departments_department_idx').on(t.department)],
);

export type TicketRow = typeof tickets.$inferSelect;
export type SlaPolicyRow = typeof slaPolicies.$inferSelect;
export type TicketReplyRow = typeof ticketReplies.$inferSelect;
export type TicketEventRow = typeof ticketEvents.$inferSelect;
export type TicketNoticeRow = typeof ticketNotices.$inferSelect;
