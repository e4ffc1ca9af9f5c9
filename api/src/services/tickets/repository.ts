import { can, rolesWith } from '@site/shared/permissions';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accounts, agentDepartments, slaPolicies, ticketEvents, ticketReplies, ticketStars, tickets, type SlaPolicyRow, type TicketRow } from '../../db/schema/index.js';
import { type Viewer, visibleBy, visibleTo } from './access.js';
import { readCount, readPage } from './list-statements.js';
import { assignee, summaries } from './summary-select.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import type { EventRow, ReplyRow, SummaryRow } from './mappers.js';

const actor = alias(accounts, 'actor');

// A ticket's page is read after every change, by every party: its reads are prepared statements.
const viewerParam = sql.placeholder('viewerId');
const ticketParam = sql.placeholder('ticketId');
const visibleSummary = (support: boolean) =>
  preparedPerDatabase((db) =>
    summaries(db, viewerParam)
      .where(and(eq(tickets.id, ticketParam), visibleBy(db, viewerParam, support)))
      .prepare(support ? 'ticket_visible_to_support' : 'ticket_visible_to_client'),
  );
const visibleSummaries = { support: visibleSummary(true), client: visibleSummary(false) };

const repliesOf = preparedPerDatabase((db) =>
  db
    .select({ reply: ticketReplies, authorName: accounts.fullName })
    .from(ticketReplies)
    .innerJoin(accounts, eq(accounts.id, ticketReplies.authorId))
    .where(eq(ticketReplies.ticketId, ticketParam))
    .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id))
    .prepare('ticket_replies'),
);

const eventsOf = preparedPerDatabase((db) =>
  db
    .select({ event: ticketEvents, actorName: actor.fullName, assigneeName: assignee.fullName })
    .from(ticketEvents)
    .leftJoin(actor, eq(actor.id, ticketEvents.actorId))
    .leftJoin(assignee, eq(assignee.id, ticketEvents.assigneeId))
    .where(eq(ticketEvents.ticketId, ticketParam))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id))
    .prepare('ticket_events'),
);

/** Every ticket query of the desk. Functions taking `tx` run inside the caller's transaction. */
export const ticketRepository = {
  /** One page of a box, filtered and sorted, from an offset or a cursor. */
  page: readPage,

  /** How many tickets a box holds with the same filters (pages and sort aside). */
  count: readCount,

  /** One ticket with names, if `viewer` may see it. */
  async findVisible(db: Db, viewer: Viewer, id: string): Promise<(SummaryRow & { openedByName: string }) | null> {
    const visible = visibleSummaries[can(viewer.role, 'support.work') ? 'support' : 'client'](db);
    const [row] = await visible.execute({ viewerId: viewer.id, ticketId: id });
    if (!row) return null;
    // Nearly always the client; an agent when they opened it for the client.
    if (row.ticket.openedById === row.ticket.ownerId) return { ...row, openedByName: row.clientName };
    const [opener] = await db.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, row.ticket.openedById));
    return { ...row, openedByName: opener?.name ?? '' };
  },

  /** The ticket's client, if `viewer` may see the ticket (cheap: no names, no joins). */
  async owners(db: Db, viewer: Viewer, id: string) {
    return db.select({ ownerId: tickets.ownerId, contactEmail: tickets.contactEmail, contactName: tickets.contactName, contactPhone: tickets.contactPhone }).from(tickets).where(and(eq(tickets.id, id), visibleTo(db, viewer)));
  },

  /** Whether `viewer` may see the ticket (cheap: no names, no joins). */
  async isVisible(db: Db, viewer: Viewer, id: string): Promise<boolean> {
    const [row] = await db.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.id, id), visibleTo(db, viewer)));
    return row !== undefined;
  },

  async ticketOfReply(db: Db, replyId: string): Promise<{ ticketId: string; internal: boolean } | null> {
    const [row] = await db.select({ ticketId: ticketReplies.ticketId, internal: ticketReplies.internal }).from(ticketReplies).where(eq(ticketReplies.id, replyId));
    return row ?? null;
  },

  /**
   * The ticket, locked until the transaction ends, if `viewer` may see it, with the viewer's name
   * (what the notifications of their action say; read here, it costs no round trip of its own).
   */
  async lockVisible(tx: Db, viewer: Viewer, id: string): Promise<{ ticket: TicketRow; viewerName: string } | null> {
    const viewerName = sql<string>`coalesce((select a.full_name from accounts a where a.id = ${viewer.id}), '')`;
    const [row] = await tx.select({ ticket: tickets, viewerName }).from(tickets).where(and(eq(tickets.id, id), visibleTo(tx, viewer))).for('update', { of: tickets });
    return row ?? null;
  },

  /** The ticket's replies and internal notes (the caller keeps the notes for support on it only). */
  replies: (db: Db, ticketId: string): Promise<ReplyRow[]> => repliesOf(db).execute({ ticketId }),

  /** The ids of the ticket's replies and notes, as the uploads table keeps them (text): a subquery. */
  replyIds: (db: Db, ticketId: string) => db.select({ id: sql<string>`${ticketReplies.id}::text` }).from(ticketReplies).where(eq(ticketReplies.ticketId, ticketId)),

  events: (db: Db, ticketId: string): Promise<EventRow[]> => eventsOf(db).execute({ ticketId }),

  async insert(tx: Db, values: typeof tickets.$inferInsert): Promise<TicketRow> {
    const [row] = await tx.insert(tickets).values(values).returning();
    return row!;
  },

  async update(tx: Db, id: string, values: Partial<typeof tickets.$inferInsert>): Promise<TicketRow> {
    const [row] = await tx.update(tickets).set(values).where(eq(tickets.id, id)).returning();
    return row!;
  },

  async insertReply(tx: Db, values: typeof ticketReplies.$inferInsert) {
    const [row] = await tx.insert(ticketReplies).values(values).returning();
    return row!;
  },

  async setStar(db: Db, accountId: string, ticketId: string, starred: boolean): Promise<void> {
    if (starred) await db.insert(ticketStars).values({ accountId, ticketId }).onConflictDoNothing();
    else await db.delete(ticketStars).where(and(eq(ticketStars.accountId, accountId), eq(ticketStars.ticketId, ticketId)));
  },

  /** Ids of the agents working in any of `departments`. */
  /** The departments an agent works in. */
  async departments(db: Db, agentId: string): Promise<Array<TicketRow['department']>> {
    const rows = await db.select({ department: agentDepartments.department }).from(agentDepartments).where(eq(agentDepartments.accountId, agentId));
    return rows.map((row) => row.department);
  },

  async agentsIn(db: Db, departments: Array<TicketRow['department']>): Promise<string[]> {
    if (departments.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: agentDepartments.accountId })
      .from(agentDepartments)
      .where(inArray(agentDepartments.department, departments));
    return rows.map((row) => row.id);
  },

  /**
   * Resolved tickets with auto-close on whose status has not changed since `cutoff`, oldest
   * first, locked. A row another transaction holds is waited for and checked again, so a
   * ticket answered or closed meanwhile is left alone and none is closed twice.
   */
  async lockAutoCloseDue(tx: Db, cutoff: Date, limit: number): Promise<TicketRow[]> {
    return tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.status, 'resolved'), eq(tickets.autoClose, true), lte(tickets.statusChangedAt, cutoff)))
      .orderBy(asc(tickets.statusChangedAt), asc(tickets.id))
      .limit(limit)
      .for('update');
  },

  /** Support agents with the departments they work in. */
  async agents(db: Db, ids?: string[]) {
    return db
      .select({ id: accounts.id, name: accounts.fullName, departments: sql<string[]>`coalesce(array_agg(${agentDepartments.department}) filter (where ${agentDepartments.department} is not null), '{}')` })
      .from(accounts)
      .leftJoin(agentDepartments, eq(agentDepartments.accountId, accounts.id))
      .where(and(inArray(accounts.role, rolesWith('support.work')), ids ? inArray(accounts.id, ids) : undefined))
      .groupBy(accounts.id)
      .orderBy(asc(accounts.fullName));
  },

  /** A ticket by id, whoever may see it (the system's own reads). */
  async byId(db: Db, id: string): Promise<TicketRow | null> {
    const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
    return row ?? null;
  },

  /** The service-level targets of a department and urgency, if stored. */
  async slaPolicy(db: Db, department: TicketRow['department'], urgent: boolean): Promise<SlaPolicyRow | null> {
    const [row] = await db.select().from(slaPolicies).where(and(eq(slaPolicies.department, department), eq(slaPolicies.urgent, urgent)));
    return row ?? null;
  },

  /**
   * Open tickets whose running target reached 80 % or 100 % at `now` and whose warning for it was
   * not sent yet, locked (skipping rows another run holds: it is warning them).
   */
  async lockSlaWarningsDue(tx: Db, now: Date, limit: number): Promise<TicketRow[]> {
    return tx
      .select()
      .from(tickets)
      .where(and(lte(tickets.slaWarnAt, now), or(lt(tickets.slaWarned, 80), and(lte(tickets.slaDueAt, now), lt(tickets.slaWarned, 100)))))
      .orderBy(asc(tickets.slaWarnAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  },
};
