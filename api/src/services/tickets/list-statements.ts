import { can } from '@site/shared/permissions';
import type { SlaFilter, TicketBox, TicketCursor, TicketListQuery } from '@site/shared/tickets';
import { normalizeDigits } from '@site/shared/validation';
import { type SQL, and, asc, count, desc, eq, exists, gt, ilike, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerShape } from '../../db/prepared.js';
import { ticketStars, tickets } from '../../db/schema/index.js';
import { type Viewer, inBox } from './access.js';
import type { SummaryRow } from './mappers.js';
import { listRows, starredBy } from './summary-select.js';

/*
 * The lists are read on every change anyone sees, so each variant of their SQL is built once and
 * kept as a named prepared statement: the values (viewer, filters, clock, cursor, page) are its
 * parameters, and which filters are present, the order and where the page starts pick the variant.
 */

/** What a list's filters (its box, status, search, star and service level) select. */
export type TicketListFilters = Pick<TicketListQuery, 'box' | 'status' | 'q' | 'starred' | 'sla'>;

/** Where a page starts: at an offset (a page jumped to), or after or before a row (the next or previous page). */
export type ListFrom = { offset: number } | { after: TicketCursor } | { before: TicketCursor };

/** The SQL text of a list's filters, values aside. */
export interface ListShape {
  support: boolean;
  box: TicketBox;
  status: boolean;
  /** A search of the subject only, or of the subject or a ticket number. */
  q: 'none' | 'text' | 'number';
  starred: boolean;
  /** Support's alone: service levels are not shown to clients, whose lists ignore the filter. */
  sla: SlaFilter | 'none';
}

/** The SQL text of a page: its filters, order and where it starts. */
export interface PageShape extends ListShape {
  sort: TicketListQuery['sort'];
  from: 'offset' | 'after' | 'before';
}

/** A list row and its sort time as PostgreSQL keeps it (microseconds), for the page's cursors. */
export type ListRow = SummaryRow & { cursorAt: string };

const searchKey: Record<ListShape['q'], string> = { none: '', text: 'qtext', number: 'qnum' };
const filtersKey = (shape: ListShape): string =>
  [shape.support ? 'agent' : 'client', shape.box === 'incoming' ? 'in' : 'out', shape.status ? 'status' : '', searchKey[shape.q], shape.starred ? 'star' : '', shape.sla === 'none' ? '' : shape.sla]
    .filter(Boolean)
    .join('.');

/** A statement's name from its shape: the same shape, the same name (PostgreSQL keeps 63 bytes of it). */
export const countStatementName = (shape: ListShape): string => `tickets.${filtersKey(shape)}.count`;
export const pageStatementName = (shape: PageShape): string => `tickets.${filtersKey(shape)}.${shape.sort}.${shape.from}`;

const param = {
  viewerId: sql.placeholder('viewerId'),
  status: sql.placeholder('status'),
  pattern: sql.placeholder('pattern'),
  number: sql.placeholder('number'),
  now: sql.placeholder('now'),
  cursorAt: sql.placeholder('cursorAt'),
  cursorNumber: sql.placeholder('cursorNumber'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** Running clocks past 80 % of their target ("soon": not yet past 100 %), on tickets the agent does not own. */
function slaClock(filter: SlaFilter): SQL {
  const clock = and(lte(tickets.slaWarnAt, param.now), ne(tickets.ownerId, param.viewerId));
  return (filter === 'soon' ? and(clock, gt(tickets.slaDueAt, param.now)) : and(clock, lte(tickets.slaDueAt, param.now))) as SQL;
}

function listed(db: Db, shape: ListShape): SQL | undefined {
  const subject = ilike(tickets.subject, param.pattern);
  const search = { none: undefined, text: subject, number: or(eq(tickets.number, param.number), subject) }[shape.q];
  return and(
    inBox(db, param.viewerId, shape.support, shape.box),
    shape.sla === 'none' ? undefined : slaClock(shape.sla),
    shape.status ? eq(tickets.status, param.status) : undefined,
    search,
    shape.starred ? exists(db.select({ one: sql`1` }).from(ticketStars).where(starredBy(param.viewerId))) : undefined,
  );
}

const pageStatement = preparedPerShape(pageStatementName, (db, shape: PageShape, name) => {
  // A previous page is read towards the list's start (and turned back by the caller), from the row before the cursor.
  const descending = (shape.sort === 'newest') === (shape.from !== 'before');
  const direction = descending ? desc : asc;
  const cursor = sql`(${tickets.updatedAt}, ${tickets.number}) ${sql.raw(descending ? '<' : '>')} (${param.cursorAt}::timestamptz, ${param.cursorNumber}::integer)`;
  const read = listRows(db, param.viewerId)
    .where(and(listed(db, shape), shape.from === 'offset' ? undefined : cursor))
    .orderBy(direction(tickets.updatedAt), direction(tickets.number))
    .limit(param.limit);
  return (shape.from === 'offset' ? read.offset(param.offset) : read).prepare(name);
});

const countStatement = preparedPerShape(countStatementName, (db, shape: ListShape, name) =>
  db.select({ n: count() }).from(tickets).where(listed(db, shape)).prepare(name),
);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The shape and the parameters of a list's filters for `viewer` at `now`. */
function listRead(viewer: Viewer, filters: TicketListFilters, now: Date): { shape: ListShape; values: Record<string, unknown> } {
  const support = can(viewer.role, 'support.work');
  // Subject contains the text; a number (with or without '#', in any digits) also finds that ticket.
  const text = filters.q ? normalizeDigits(filters.q).trim() : '';
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  const shape: ListShape = {
    support,
    box: filters.box,
    status: filters.status !== undefined,
    q: filters.q ? (number ? 'number' : 'text') : 'none',
    starred: filters.starred === true,
    sla: support && filters.sla ? filters.sla : 'none',
  };
  const values = { viewerId: viewer.id, status: filters.status, pattern: `%${escapeLike(text)}%`, number: number === undefined ? undefined : Number(number), now: now.toISOString() };
  return { shape, values };
}

/** Where a page starts, as its statement's variant and its parameters. */
function startOf(from: ListFrom): { from: PageShape['from']; offset: number; cursor?: TicketCursor } {
  if ('after' in from) return { from: 'after', offset: 0, cursor: from.after };
  if ('before' in from) return { from: 'before', offset: 0, cursor: from.before };
  return { from: 'offset', offset: from.offset };
}

/** The shape and the parameters of one page. */
export function pageRead(viewer: Viewer, query: TicketListQuery, now: Date, from: ListFrom): { shape: PageShape; values: Record<string, unknown> } {
  const { shape, values } = listRead(viewer, query, now);
  const start = startOf(from);
  return {
    shape: { ...shape, sort: query.sort, from: start.from },
    values: { ...values, limit: query.pageSize, offset: start.offset, cursorAt: start.cursor?.updatedAt, cursorNumber: start.cursor?.number },
  };
}

/** The prepared statements of the lists, per database and shape. */
export const listStatements = { page: pageStatement, count: countStatement };

/** One page, in the list's order. */
export async function readPage(db: Db, viewer: Viewer, query: TicketListQuery, now: Date, from: ListFrom): Promise<ListRow[]> {
  const { shape, values } = pageRead(viewer, query, now, from);
  const rows = await pageStatement(db, shape).execute(values);
  return shape.from === 'before' ? rows.reverse() : rows;
}

/** How many tickets a list's filters select, pages and order aside. */
export async function readCount(db: Db, viewer: Viewer, filters: TicketListFilters, now: Date): Promise<number> {
  const { shape, values } = listRead(viewer, filters, now);
  const [total] = await countStatement(db, shape).execute(values);
  return total?.n ?? 0;
}
