import { encodeTicketCursor, ticketCursorSchema } from './cursor';

const cursor = { updatedAt: '2030-02-28T23:59:59.123456Z', number: 1042 };

test('a cursor comes back from its token exactly, microseconds included', () => {
  const token = encodeTicketCursor(cursor);
  expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(ticketCursorSchema.parse(token)).toEqual(cursor);
});

test.each([
  ['', 'empty'],
  ['not a cursor!', 'outside base64url'],
  [`${encodeTicketCursor(cursor)}=`, 'padded'],
  [btoa('2030-02-28T23:59:59.123Z~1042'), 'milliseconds only'],
  [encodeTicketCursor({ ...cursor, updatedAt: '2030-02-30T23:59:59.123456Z' }), 'no such day'],
  [encodeTicketCursor({ ...cursor, number: 0 }), 'no ticket 0'],
  [encodeTicketCursor({ ...cursor, number: 2 ** 31 }), 'beyond the column'],
  [btoa(`2030-02-28T23:59:59.123456Z~1042' or 1=1`), 'anything more'],
])('refuses %j (%s)', (token) => {
  expect(ticketCursorSchema.safeParse(token).success).toBe(false);
});
