import type { TicketListQuery } from '@site/shared/tickets';
import { normalizeDigits } from '@site/shared/validation';
import { type SQL, and, asc, count, desc, eq, exists, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accounts, agentDepartments, ticketEvents, ticketReplies, ticketStars, tickets, type TicketRow } from '../../db/schema/index.js';
import { type Viewer, inBox, visibleTo } from './access.js';
import type { EventRow, ReplyRow, SummaryRow } from './mappers.js';

const client = alias(accounts, 'client');
const assignee = alias(accounts, 'assignee');
const actor = alias(accounts, 'actor');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Subject contains the text; a number (with or without '#', in any digits) also finds that ticket. */
function matching(q: string): SQL {
  const text = normalizeDigits(q).trim();
  const subject = ilike(tickets.subject, `%${escapeLike(text)}%`);
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  return number ? (or(eq(tickets.number, Number(number)), subject) as SQL) : subject;
}

const starredBy = (viewerId: string) =>
  and(eq(ticketStars.ticketId, tickets.id), eq(ticketStars.accountId, viewerId));

/** Ticket rows with the names a list shows and the viewer's star. */
const summaries = (db: Db, viewerId: string) =>
  db
    .select({
      ticket: tickets,
      clientName: client.fullName,
      assigneeName: assignee.fullName,
      starred: sql<boolean>`${ticketStars.ticketId} is not null`,
    })
    .from(tickets)
    .innerJoin(client, eq(client.id, tickets.ownerId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(ticketStars, starredBy(viewerId));

/** Every ticket query of the desk. Functions taking `tx` run inside the caller's transaction. */
export const ticketRepository = {
  async list(db: Db, viewer: Viewer, query: TicketListQuery): Promise<{ rows: SummaryRow[]; total: number }> {
    const where = and(
      inBox(db, viewer, query.box),
      query.status ? eq(tickets.status, query.status) : undefined,
      query.q ? matching(query.q) : undefined,
      query.starred ? exists(db.select({ one: sql`1` }).from(ticketStars).where(starredBy(viewer.id))) : undefined,
    );
    const order = query.sort === 'oldest' ? [asc(tickets.updatedAt), asc(tickets.number)] : [desc(tickets.updatedAt), desc(tickets.number)];
    const [rows, [total]] = await Promise.all([
      summaries(db, viewer.id)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(tickets).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** One ticket with names, if `viewer` may see it. */
  async findVisible(db: Db, viewer: Viewer, id: string): Promise<(SummaryRow & { openedByName: string }) | null> {
    const [row] = await summaries(db, viewer.id).where(and(eq(tickets.id, id), visibleTo(db, viewer)));
    if (!row) return null;
    // Nearly always the client; an agent when they opened it for the client.
    if (row.ticket.openedById === row.ticket.ownerId) return { ...row, openedByName: row.clientName };
    const [opener] = await db.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, row.ticket.openedById));
    return { ...row, openedByName: opener?.name ?? '' };
  },

  /** Whether `viewer` may see the ticket (cheap: no names, no joins). */
  async isVisible(db: Db, viewer: Viewer, id: string): Promise<boolean> {
    const [row] = await db.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.id, id), visibleTo(db, viewer)));
    return row !== undefined;
  },

  async ticketOfReply(db: Db, replyId: string): Promise<string | null> {
    const [row] = await db.select({ ticketId: ticketReplies.ticketId }).from(ticketReplies).where(eq(ticketReplies.id, replyId));
    return row?.ticketId ?? null;
  },

  /** The ticket, locked until the transaction ends, if `viewer` may see it. */
  async lockVisible(tx: Db, viewer: Viewer, id: string): Promise<TicketRow | null> {
    const [row] = await tx.select().from(tickets).where(and(eq(tickets.id, id), visibleTo(tx, viewer))).for('update', { of: tickets });
    return row ?? null;
  },

  async replies(db: Db, ticketId: string): Promise<ReplyRow[]> {
    return db
      .select({ reply: ticketReplies, authorName: accounts.fullName })
      .from(ticketReplies)
      .innerJoin(accounts, eq(accounts.id, ticketReplies.authorId))
      .where(eq(ticketReplies.ticketId, ticketId))
      .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id));
  },

  async events(db: Db, ticketId: string): Promise<EventRow[]> {
    return db
      .select({ event: ticketEvents, actorName: actor.fullName, assigneeName: assignee.fullName })
      .from(ticketEvents)
      .leftJoin(actor, eq(actor.id, ticketEvents.actorId))
      .leftJoin(assignee, eq(assignee.id, ticketEvents.assigneeId))
      .where(eq(ticketEvents.ticketId, ticketId))
      .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
  },

  async insert(tx: Db, values: typeof tickets.$inferInsert): Promise<TicketRow> {
    const [row] = await tx.insert(tickets).values(values).returning();
    return row!;
  },

  async update(tx: Db, id: string, values: Partial<typeof tickets.$inferInsert>): Promise<TicketRow> {
    const [row] = await tx.update(tickets).set(values).where(eq(tickets.id, id)).returning();
    return row!;
  },

  async remove(tx: Db, id: string): Promise<void> {
    await tx.delete(tickets).where(eq(tickets.id, id));
  },

  async insertReply(tx: Db, values: typeof ticketReplies.$inferInsert) {
    const [row] = await tx.insert(ticketReplies).values(values).returning();
    return row!;
  },

  async insertEvent(tx: Db, values: typeof ticketEvents.$inferInsert): Promise<void> {
    await tx.insert(ticketEvents).values(values);
  },

  async setStar(db: Db, accountId: string, ticketId: string, starred: boolean): Promise<void> {
    if (starred) await db.insert(ticketStars).values({ accountId, ticketId }).onConflictDoNothing();
    else await db.delete(ticketStars).where(and(eq(ticketStars.accountId, accountId), eq(ticketStars.ticketId, ticketId)));
  },

  /** Ids of the agents working in any of `departments`. */
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
      .where(and(eq(accounts.role, 'agent'), ids ? inArray(accounts.id, ids) : undefined))
      .groupBy(accounts.id)
      .orderBy(asc(accounts.fullName));
  },
};
