import { z } from 'zod';

/**
 * Where a list page ends (or starts): the sort values of its last (or first) row. The lists are
 * ordered by `updated_at`, then `number`; the time keeps PostgreSQL's microseconds, or rows of
 * one millisecond would be skipped or repeated. A cursor carries nothing else: what a viewer may
 * list is decided by the query, never by the cursor.
 */
export interface TicketCursor {
  /** ISO 8601 in UTC with six fractional digits. */
  updatedAt: string;
  number: number;
}

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const PAYLOAD = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d{3})\d{3}Z)~([1-9]\d{0,9})$/;
const MAX_NUMBER = 2_147_483_647;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (token: string) => atob(token.replace(/-/g, '+').replace(/_/g, '/'));

/** The opaque token of a cursor, as the list's answer gives it and `after`/`before` take it back. */
export const encodeTicketCursor = (cursor: TicketCursor): string => toBase64Url(`${cursor.updatedAt}~${cursor.number}`);

/** A real instant written the way `encodeTicketCursor` writes it (no 30 February, no 25 o'clock). */
function validInstant(iso: string): boolean {
  const millis = Date.parse(`${iso.slice(0, 23)}Z`);
  return !Number.isNaN(millis) && new Date(millis).toISOString() === `${iso.slice(0, 23)}Z`;
}

function decode(token: string): TicketCursor | null {
  let text: string;
  try {
    text = fromBase64Url(token);
  } catch {
    return null;
  }
  const match = PAYLOAD.exec(text);
  if (!match || !validInstant(match[1]!) || Number(match[3]) > MAX_NUMBER) return null;
  const cursor = { updatedAt: match[1]!, number: Number(match[3]) };
  // One token per cursor: anything that decodes but is not written exactly so was not issued by us.
  return encodeTicketCursor(cursor) === token ? cursor : null;
}

/** A cursor token back to its sort values; anything else is refused. */
export const ticketCursorSchema = z
  .string()
  .regex(TOKEN)
  .transform((token, ctx) => {
    const cursor = decode(token);
    if (!cursor) ctx.addIssue({ code: 'custom', message: 'not a ticket list cursor' });
    return cursor ?? z.NEVER;
  });
