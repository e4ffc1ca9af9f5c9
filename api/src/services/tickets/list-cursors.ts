import { encodeTicketCursor, ticketCursorSchema, type TicketListQuery } from '@site/shared/tickets';
import type { TicketListPage } from '@site/shared/types';
import { BadRequest } from '../../lib/errors.js';
import type { ListFrom, ListRow } from './list-statements.js';

/** A page link whose cursor was not issued by a list (forged, garbled, cut short): the request is malformed. */
const badCursor = (field: 'after' | 'before') => new BadRequest('errors.badRequest', [{ key: 'validation.default', params: { field } }]);

/**
 * Where the requested page starts: after or before the row of its cursor (the next or previous
 * page, read by the index without counting the rows before it), else at its page's offset (a
 * page jumped to by number, so shared links keep working).
 */
export function listFrom(query: TicketListQuery): ListFrom {
  if (query.after !== undefined && query.before !== undefined) throw badCursor('before');
  const field = query.after !== undefined ? 'after' : query.before !== undefined ? 'before' : null;
  if (field === null) return { offset: (query.page - 1) * query.pageSize };
  const cursor = ticketCursorSchema.safeParse(query[field]);
  if (!cursor.success) throw badCursor(field);
  return field === 'after' ? { after: cursor.data } : { before: cursor.data };
}

const cursorOf = (row: ListRow) => encodeTicketCursor({ updatedAt: row.cursorAt, number: row.ticket.number });

/** The cursors of a page's first and last rows: what its previous and next links continue from. */
export function cursorsOf(rows: ListRow[]): TicketListPage['cursors'] {
  const [first, last] = [rows[0], rows.at(-1)];
  return first && last ? { first: cursorOf(first), last: cursorOf(last) } : null;
}
