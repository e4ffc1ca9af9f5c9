import { TICKET_EVENTS, ticketListTopic } from '@site/shared/tickets';
import { and, eq } from 'drizzle-orm';
import { outbox } from '../../../src/db/schema/index.js';
import { FakeClock, HOUR, MINUTE } from '../../../src/lib/clock.js';
import { AGENT, appForFile, call, loginToken, signUpClient } from '../../helper.js';
import { accountIdOf, raiseTicket, ticketRow } from '../../fixtures/tickets.js';
import { TestSocket, listenLocal } from '../../realtime/test-socket.js';

// Sunday 3 January 2027, 09:00 in Riyadh: the desk has just opened.
const clock = new FakeClock(new Date('2027-01-03T09:00:00+03:00'));
// The warnings job would race the test's own runs: the runner looks once at start (nothing due yet), then not within the file.
const app = appForFile({ clock, jobs: { tickMs: 3_600_000 } });
const riyadh = (iso: string) => new Date(`${iso}+03:00`).toISOString();

let client = '';
let agent = '';
let agentId = '';
beforeAll(async () => {
  client = await signUpClient(app);
  agent = await loginToken(app, AGENT.email, AGENT.password);
  agentId = await accountIdOf(app, agent);
});

type Sla = { state: string; target: string | null; warnAt: string | null; dueAt: string | null } | null;
/** The agent's incoming list with a filter, and the numbers on it. */
const listed = async (filter: string, extra = '') => {
  const { body } = await call(app, { method: 'GET', url: `/api/tickets?box=incoming&pageSize=50${filter ? `&sla=${filter}` : ''}${extra}`, token: agent });
  return (body.items as Array<{ number: number; sla?: Sla }>);
};
const slaOf = async (id: string, token = agent) => (await call(app, { method: 'GET', url: `/api/tickets/${id}`, token })).body.sla as Sla | undefined;
/** Warning emails queued so far (one ticket warns in this file's first test). */
const warnings = async () =>
  (await app.deps.db.select({ accountId: outbox.accountId }).from(outbox).where(and(eq(outbox.category, 'ticket-sla'), eq(outbox.channel, 'email')))).length;

test('an urgent ticket runs its clocks in business hours, warns at 80 % and 100 %, and pauses while waiting for the client', async () => {
  const ticket = await raiseTicket(app, client, { urgent: true, department: 'technical' });
  // Urgent technical: a first answer within 1 business hour, a fix within 9.
  expect(await slaOf(ticket.id)).toEqual({ state: 'ok', target: 'firstResponse', warnAt: riyadh('2027-01-03T09:48'), dueAt: riyadh('2027-01-03T10:00') });
  // The client never sees a service level.
  expect(await slaOf(ticket.id, client)).toBeUndefined();
  expect((await listed('soon')).map((t) => t.number)).not.toContain(ticket.number);

  clock.advance(50 * MINUTE);
  expect((await listed('soon')).map((t) => t.number)).toContain(ticket.number);
  expect((await listed('breached')).map((t) => t.number)).not.toContain(ticket.number);
  const socket = await TestSocket.open(await listenLocal(app));
  await socket.auth(agent);
  await socket.subscribe(ticketListTopic(agentId));
  const heard = socket.next('event', (frame) => frame.name === TICKET_EVENTS.sla);
  expect(await app.tickets.warnSla()).toBe(1);
  expect(await heard).toMatchObject({ data: { id: ticket.id, number: ticket.number, target: 'firstResponse', level: 80 } });
  socket.close();
  const afterFirst = await warnings();
  expect(afterFirst).toBeGreaterThan(0);
  // Once per level, however often the job runs.
  expect(await app.tickets.warnSla()).toBe(0);
  expect(await slaOf(ticket.id)).toMatchObject({ state: 'soon' });

  clock.advance(11 * MINUTE);
  expect(await app.tickets.warnSla()).toBe(1);
  expect(await warnings()).toBe(afterFirst * 2);
  expect((await listed('breached')).map((t) => t.number)).toContain(ticket.number);
  expect(await slaOf(ticket.id)).toMatchObject({ state: 'breached', target: 'firstResponse' });

  // 10:05: the agent answers; the ticket waits for the client and the clock stands still.
  clock.advance(4 * MINUTE);
  expect((await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: agent, payload: { body: 'Looking into it' } })).status).toBe(201);
  expect(await slaOf(ticket.id)).toEqual({ state: 'paused', target: 'resolution', warnAt: null, dueAt: null });
  expect((await ticketRow(app, ticket.id))?.firstResponseMs).toBe(65 * MINUTE);
  expect((await listed('breached', '&sort=oldest')).map((t) => t.number)).not.toContain(ticket.number);

  // 11:05: the client answers; an hour of waiting moves the 9-hour deadline to Monday 10:00.
  clock.advance(HOUR);
  expect((await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: client, payload: { body: 'Still broken' } })).status).toBe(201);
  expect(await slaOf(ticket.id)).toMatchObject({ state: 'ok', target: 'resolution', dueAt: riyadh('2027-01-04T10:00') });
  // A new target: its warnings start over.
  expect((await ticketRow(app, ticket.id))?.slaWarned).toBe(0);

  // 12:05: resolved, in 2 h 5 min of business time once the wait is left out: within its 9 hours,
  // but the first answer came 5 minutes late, and a solved ticket shows a missed target as breached.
  clock.advance(HOUR);
  expect((await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/status`, token: agent, payload: { status: 'resolved' } })).status).toBe(200);
  expect(await slaOf(ticket.id)).toEqual({ state: 'breached', target: null, warnAt: null, dueAt: null });
  expect((await ticketRow(app, ticket.id))?.resolutionMs).toBe(2 * HOUR + 5 * MINUTE);
});

test('a ticket answered and resolved in time is met', async () => {
  clock.advance(new Date('2027-01-05T09:00:00+03:00').getTime() - clock.now().getTime());
  const ticket = await raiseTicket(app, client, { urgent: true, department: 'technical' });
  clock.advance(20 * MINUTE);
  expect((await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: agent, payload: { body: 'Fixed' } })).status).toBe(201);
  expect((await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/status`, token: agent, payload: { status: 'resolved' } })).status).toBe(200);
  expect(await slaOf(ticket.id)).toEqual({ state: 'met', target: null, warnAt: null, dueAt: null });
  // The client reopens it by answering: the resolution clock runs again where it stood.
  clock.advance(HOUR);
  expect((await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: client, payload: { body: 'It is back' } })).status).toBe(201);
  expect(await slaOf(ticket.id)).toMatchObject({ state: 'ok', target: 'resolution' });
});

test('a ticket raised on Thursday evening is due on Saturday morning (Friday is closed)', async () => {
  clock.advance(new Date('2027-01-07T17:30:00+03:00').getTime() - clock.now().getTime());
  const ticket = await raiseTicket(app, client, { urgent: true, department: 'technical' });
  expect(await slaOf(ticket.id)).toMatchObject({ state: 'ok', dueAt: riyadh('2027-01-09T10:30') });
  // Friday evening: no business time has passed since Thursday's close.
  clock.advance(24 * HOUR);
  expect((await listed('soon')).map((t) => t.number)).not.toContain(ticket.number);
  // Saturday 10:18: 48 of its 60 minutes used.
  clock.advance(new Date('2027-01-09T10:18:00+03:00').getTime() - clock.now().getTime());
  expect((await listed('soon')).map((t) => t.number)).toContain(ticket.number);
});

test('the stored policy of a department and urgency sets the targets', async () => {
  const { slaPolicies } = await import('../../../src/db/schema/index.js');
  await app.deps.db.update(slaPolicies).set({ firstResponseMs: 2 * HOUR }).where(and(eq(slaPolicies.department, 'sales'), eq(slaPolicies.urgent, false)));
  const ticket = await raiseTicket(app, client, { department: 'sales' });
  expect((await ticketRow(app, ticket.id))?.slaFirstResponseMs).toBe(2 * HOUR);
  await app.deps.db.update(slaPolicies).set({ firstResponseMs: 3 * HOUR }).where(and(eq(slaPolicies.department, 'sales'), eq(slaPolicies.urgent, false)));
  const next = await raiseTicket(app, client, { department: 'sales' });
  expect((await ticketRow(app, next.id))?.slaFirstResponseMs).toBe(3 * HOUR);
});
