import { AUTO_CLOSE_MS, TICKET_EVENTS, ticketTopic } from '@site/shared/tickets';
import { and, eq, inArray } from 'drizzle-orm';
import { ticketEvents, tickets } from '../../src/db/schema/index.js';
import { DAY } from '../../src/lib/clock.js';
import { instancesForFile, signUpClient } from '../helper.js';
import { accountIdOf, ticketInState } from '../fixtures/tickets.js';
import { TestSocket, listenLocal } from '../realtime/test-socket.js';

// Two API instances on one database, both running the job runner.
const instances = instancesForFile({ jobs: { tickMs: 20, leaseMs: 1_000 } });
const ago = (ms: number) => new Date(Date.now() - ms);

async function statuses(ids: string[]) {
  const rows = await instances.a.deps.db.select({ id: tickets.id, status: tickets.status }).from(tickets).where(inArray(tickets.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}

async function closeEvents(ids: string[]) {
  const rows = await instances.a.deps.db
    .select({ ticketId: ticketEvents.ticketId, actorId: ticketEvents.actorId })
    .from(ticketEvents)
    .where(and(inArray(ticketEvents.ticketId, ids), eq(ticketEvents.toStatus, 'closed_by_client')));
  return rows;
}

test('two instances closing at once close every due ticket exactly once and leave the rest', async () => {
  const ownerId = await accountIdOf(instances.a, await signUpClient(instances.a));
  const due = [];
  // More than one batch, so a run must keep going until nothing is due.
  for (let n = 0; n < 230; n += 1) {
    due.push((await ticketInState(instances.a, { ownerId, status: 'resolved', autoClose: true, statusChangedAt: ago(AUTO_CLOSE_MS + DAY + n * 1000) })).id);
  }
  const kept = await Promise.all([
    ticketInState(instances.a, { ownerId, status: 'resolved', autoClose: true, statusChangedAt: ago(AUTO_CLOSE_MS - DAY) }),
    ticketInState(instances.a, { ownerId, status: 'resolved', autoClose: false, statusChangedAt: ago(AUTO_CLOSE_MS + DAY) }),
    ticketInState(instances.a, { ownerId, status: 'in_progress', autoClose: true, statusChangedAt: ago(AUTO_CLOSE_MS + DAY) }),
  ]);

  // The service runs on both at the same moment, without the job's lease to keep them apart.
  const [byA, byB] = await Promise.all([instances.a.tickets.autoClose(), instances.b.tickets.autoClose()]);
  expect(byA + byB).toBe(due.length);

  const now = await statuses([...due, ...kept.map((t) => t.id)]);
  expect(due.filter((id) => now.get(id) !== 'closed_by_client')).toEqual([]);
  expect(kept.map((t) => now.get(t.id))).toEqual(['resolved', 'resolved', 'in_progress']);
  const events = await closeEvents(due);
  expect(events).toHaveLength(due.length);
  expect(new Set(events.map((e) => e.ticketId)).size).toBe(due.length);
  expect(events.every((e) => e.actorId === null)).toBe(true);
});

test('the scheduled job closes a due ticket once, and its open views on the other instance hear it', async () => {
  const client = await signUpClient(instances.a);
  const ownerId = await accountIdOf(instances.a, client);
  const ticket = await ticketInState(instances.a, { ownerId, status: 'resolved', autoClose: true, statusChangedAt: ago(AUTO_CLOSE_MS + DAY) });
  const socket = await TestSocket.open(await listenLocal(instances.b));
  await socket.auth(client);
  expect(await socket.subscribe(ticketTopic(ticket.id))).toMatchObject({ type: 'subscribed' });
  const heard = socket.next('event', (frame) => frame.name === TICKET_EVENTS.changed);

  // Both instances are asked at once; the job's lease lets one run (the other may run after it).
  const runs = await Promise.all([instances.a.jobs.runNow('tickets.auto-close'), instances.b.jobs.runNow('tickets.auto-close')]);
  expect(runs).toContain('ran');
  expect((await heard).data).toEqual({ id: ticket.id });
  expect((await statuses([ticket.id])).get(ticket.id)).toBe('closed_by_client');
  expect(await closeEvents([ticket.id])).toHaveLength(1);
  socket.close();
});
