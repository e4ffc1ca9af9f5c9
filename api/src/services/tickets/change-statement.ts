import { can } from '@site/shared/permissions';
import { type Placeholder, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ticketEvents, ticketNotices, ticketReplies, tickets, type TicketRow } from '../../db/schema/index.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { type AccountRef, type Viewer, visibleBy } from './access.js';

/**
 * A ticket action in two round trips: the ticket is read without a lock (`visibleVersion`), the
 * state machine decides, and one statement writes the change only if the row is still the version
 * that was read (`applyChange`). PostgreSQL's `xmin` is that version: every update of the row
 * changes it. A write that finds another version wrote nothing, and the action starts again.
 */

/** A reply written with its ticket's change. */
export interface ReplyValues {
  id: string;
  authorId: string;
  body: string;
}

/** An event written with its ticket's change (its time is the change's). */
export type EventValues = Pick<typeof ticketEvents.$inferInsert, 'actorId' | 'kind' | 'fromStatus' | 'toStatus' | 'assigneeId' | 'note'>;

export interface ChangeValues {
  id: string;
  /** The row version the change was decided on; without it the row is written as it is (the caller holds its lock). */
  version?: string;
  values: Partial<typeof tickets.$inferInsert> & { updatedAt: Date };
  reply?: ReplyValues;
  events?: EventValues[];
  /** The change's notices as JSON (`noticeOf`), recorded with it. */
  notice?: string;
}

/**
 * The ticket if `viewer` may see it, with its row version and the viewer's name (what the
 * notifications of their action say; read here, it costs no round trip of its own).
 */
export async function visibleVersion(db: Db, viewer: Viewer, id: string, lock = false): Promise<{ ticket: TicketRow; version: string; viewerName: string } | null> {
  const support = can(viewer.role, 'support.work');
  // Locked (inside the caller's transaction) for an action that lost the race too often: rare, so not prepared.
  const [row] = lock
    ? await versionQuery(db, viewer.id, id, support).for('update', { of: tickets })
    : await seenVersion[support ? 'support' : 'client'](db).execute({ viewerId: viewer.id, ticketId: id });
  return row ?? null;
}

function versionQuery(db: Db, viewerId: AccountRef, id: string | Placeholder, support: boolean) {
  const viewerName = sql<string>`coalesce((select a.full_name from accounts a where a.id = ${viewerId}), '')`;
  const version = sql<string>`${tickets}.xmin::text`;
  return db.select({ ticket: tickets, version, viewerName }).from(tickets).where(and(eq(tickets.id, id), visibleBy(db, viewerId, support)));
}

// Every action reads this first: prepared, one statement per kind of viewer.
const seenVersionOf = (support: boolean) =>
  preparedPerDatabase((db) => versionQuery(db, sql.placeholder('viewerId'), sql.placeholder('ticketId'), support).prepare(support ? 'ticket_version_support' : 'ticket_version_client'));
const seenVersion = { support: seenVersionOf(true), client: seenVersionOf(false) };

const sameVersion = (id: string, version: string | undefined) =>
  version === undefined ? eq(tickets.id, id) : and(eq(tickets.id, id), sql`${tickets}.xmin = ${version}::xid`);

/**
 * Writes the ticket's new values and, only when the ticket was written, the reply, events and
 * notice that come with them: one statement, so all or nothing. Null: the row was no longer the
 * version given (or is gone).
 */
export async function applyChange(db: Db, { id, version, values, reply, events = [], notice }: ChangeValues): Promise<TicketRow | null> {
  const changed = db.$with('changed').as(db.update(tickets).set(values).where(sameVersion(id, version)).returning());
  const uuid = (value: string | null | undefined, name: string) => sql<string>`${value ?? null}::uuid`.as(name);
  const text = (value: string | null | undefined, name: string) => sql<string>`${value ?? null}::text`.as(name);
  const withChange = [];
  if (reply) {
    withChange.push(db.$with('reply').as(db.insert(ticketReplies).select((qb) =>
      qb.select({ id: uuid(reply.id, 'id'), ticketId: changed.id, authorId: uuid(reply.authorId, 'author_id'), body: text(reply.body, 'body'), internal: sql<boolean>`false`.as('internal'), createdAt: changed.updatedAt }).from(changed))));
  }
  events.forEach((event, index) => {
    withChange.push(db.$with(`event_${index}`).as(db.insert(ticketEvents).select((qb) =>
      qb.select({
        id: sql<string>`gen_random_uuid()`.as('id'),
        ticketId: changed.id,
        actorId: uuid(event.actorId, 'actor_id'),
        kind: text(event.kind, 'kind'),
        fromStatus: text(event.fromStatus, 'from_status'),
        toStatus: text(event.toStatus, 'to_status'),
        assigneeId: uuid(event.assigneeId, 'assignee_id'),
        note: text(event.note, 'note'),
        createdAt: changed.updatedAt,
      }).from(changed))));
  });
  if (notice) {
    withChange.push(db.$with('notice').as(db.insert(ticketNotices).select((qb) =>
      qb.select({
        id: sql<number>`nextval(pg_get_serial_sequence('ticket_notices', 'id'))`.as('id'),
        change: sql<unknown>`${notice}::jsonb`.as('change'),
        createdAt: changed.updatedAt,
      }).from(changed))));
  }
  const [row] = await db.with(changed, ...withChange).select().from(changed);
  return row ?? null;
}

/** Deletes the ticket if its row is still `version`; false when it was not. */
export async function removeAt(db: Db, id: string, version: string): Promise<boolean> {
  const removed = await db.delete(tickets).where(sameVersion(id, version)).returning({ id: tickets.id });
  return removed.length === 1;
}
