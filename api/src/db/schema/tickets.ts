import { TICKET_DEPARTMENTS, TICKET_STATUSES, TICKET_TYPES } from '@site/shared/tickets';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    // One index per list: a client's tickets, what someone raised, an agent's assigned tickets
    // and each department's unassigned queue, each already in last-update order.
    index('tickets_owner_idx').on(t.ownerId, t.updatedAt),
    index('tickets_opened_by_idx').on(t.openedById, t.updatedAt),
    index('tickets_assignee_idx').on(t.assigneeId, t.updatedAt),
    index('tickets_queue_idx').on(t.department, t.updatedAt).where(sql`${t.assigneeId} is null`),
    // An agent's incoming list is an OR of the above two (no single index serves it): its first
    // page walks the whole desk newest first and stops after a page of matches.
    index('tickets_updated_idx').on(t.updatedAt, t.number),
    // The auto-close job's scan.
    index('tickets_auto_close_idx').on(t.statusChangedAt).where(sql`${t.status} = 'resolved' and ${t.autoClose}`),
  ],
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
export type TicketReplyRow = typeof ticketReplies.$inferSelect;
export type TicketEventRow = typeof ticketEvents.$inferSelect;
