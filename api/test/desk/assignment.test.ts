import { inArray } from 'drizzle-orm';
import { tickets } from '../../src/db/schema/index.js';
import { instancesForFile, signUpClient } from '../helper.js';
import { raiseTicket } from '../fixtures/tickets.js';
import { agentsIn, openWork, setStates } from '../fixtures/agents.js';

// Two API instances on one database (as behind a load balancer); a cap of 5 open items per agent.
const CAP = 5;
const instances = instancesForFile({ env: { ASSIGN_CAP: String(CAP), ASSIGN_RELEASE_MINUTES: '30' } });

/** `n` tickets raised at once, alternating between the two instances. */
async function burst(n: number, department: (i: number) => string) {
  const clients = await Promise.all([signUpClient(instances.a), signUpClient(instances.a)]);
  const raised = await Promise.all(
    Array.from({ length: n }, (_, i) => raiseTicket(i % 2 ? instances.b : instances.a, clients[i % 2]!, { department: department(i), subject: `Burst ${i}` })),
  );
  const ids = raised.map((t) => t.id);
  return instances.a.deps.db.select({ id: tickets.id, assigneeId: tickets.assigneeId }).from(tickets).where(inArray(tickets.id, ids));
}

test('50 parallel new tickets are shared round-robin among the online agents of the department', async () => {
  const online = await agentsIn(instances.a, 12, ['technical']);
  const [away] = await agentsIn(instances.a, 1, ['technical']);
  const [elsewhere] = await agentsIn(instances.a, 1, ['sales']);
  await setStates(instances.a, online, 'online');
  await setStates(instances.a, [away!], 'away');
  await setStates(instances.a, [elsewhere!], 'online');

  const rows = await burst(50, () => 'technical');

  // Every ticket was assigned, once, to an online agent of its department.
  expect(rows).toHaveLength(50);
  expect(rows.filter((r) => !r.assigneeId || !online.includes(r.assigneeId))).toEqual([]);
  const counts = [...(await openWork(instances.a, online)).values()];
  // Round-robin: 50 over 12 is 4 or 5 each, never past the cap.
  expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(50);
  expect(Math.max(...counts)).toBeLessThanOrEqual(CAP);
  expect((await openWork(instances.a, [away!, elsewhere!])).get(away!)).toBe(0);
  await setStates(instances.a, [...online, elsewhere!], 'offline');
}, 120_000);

test('the cap holds under 50 parallel tickets across two departments sharing agents; the rest waits in the queues', async () => {
  // Three agents in both departments: two queues compete for the same agents' places.
  const shared = await agentsIn(instances.a, 3, ['billing', 'general']);
  await setStates(instances.a, shared, 'online');
  // One already holds two open tickets (assigned by hand): only three more reach them.
  const client = await signUpClient(instances.a);
  for (const subject of ['Held 1', 'Held 2']) {
    const held = await raiseTicket(instances.a, client, { department: 'sales', subject });
    await instances.a.deps.db.update(tickets).set({ assigneeId: shared[0]! }).where(inArray(tickets.id, [held.id]));
  }

  const rows = await burst(50, (i) => (i % 3 === 0 ? 'general' : 'billing'));

  const counts = await openWork(instances.a, shared);
  expect([...counts.values()]).toEqual([CAP, CAP, CAP]);
  const assigned = rows.filter((r) => r.assigneeId);
  expect(assigned).toHaveLength(3 * CAP - 2);
  expect(assigned.every((r) => shared.includes(r.assigneeId!))).toBe(true);
  // A resolved ticket frees a place: the next new ticket takes it.
  const first = assigned.find((r) => r.assigneeId === shared[1]);
  await instances.a.deps.db.update(tickets).set({ status: 'resolved' }).where(inArray(tickets.id, [first!.id]));
  const [next] = await burst(1, () => 'billing');
  expect(next!.assigneeId).toBe(shared[1]);
  await setStates(instances.a, shared, 'offline');
}, 120_000);
