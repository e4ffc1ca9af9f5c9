import { eq, inArray } from 'drizzle-orm';
import { agentAvailability, chatConversations, tickets } from '../../src/db/schema/index.js';
import { AGENT, appForFile, call, loginToken, signUpClient } from '../helper.js';
import { raiseTicket } from '../fixtures/tickets.js';
import { agentsIn, openWork, setStates } from '../fixtures/agents.js';
import { reply, socketsForFile, text, visitorToken } from '../chat/chat-client.js';

const CAP = 3;
const app = appForFile({ env: { ASSIGN_CAP: String(CAP), ASSIGN_RELEASE_MINUTES: '30' } });
const { open } = socketsForFile(app);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function assigneeOf(id: string) {
  const [row] = await app.deps.db.select({ a: tickets.assigneeId }).from(tickets).where(eq(tickets.id, id));
  return row!.a;
}

test('an agent sets online, away and offline; the idle timer\'s away is marked as such', async () => {
  const token = await loginToken(app, AGENT.email, AGENT.password);
  expect((await call(app, { method: 'GET', url: '/api/desk/availability', token })).body).toMatchObject({ state: 'offline' });
  const set = await call(app, { method: 'PUT', url: '/api/desk/availability', token, payload: { state: 'online' } });
  expect(set.status).toBe(200);
  expect(set.body).toMatchObject({ state: 'online', auto: false });
  const idle = await call(app, { method: 'PUT', url: '/api/desk/availability', token, payload: { state: 'away', auto: true } });
  expect(idle.body).toMatchObject({ state: 'away', auto: true });
  expect((await call(app, { method: 'PUT', url: '/api/desk/availability', token, payload: { state: 'busy' } })).status).toBe(422);
  await call(app, { method: 'PUT', url: '/api/desk/availability', token, payload: { state: 'offline' } });
});

test('away agents and online agents whose desk went silent get no new tickets', async () => {
  const [away, silent, online] = await agentsIn(app, 3, ['sales']);
  await setStates(app, [away!], 'away');
  await setStates(app, [silent!, online!], 'online');
  await app.deps.db.update(agentAvailability).set({ seenAt: minutesAgo(10) }).where(eq(agentAvailability.accountId, silent!));
  const client = await signUpClient(app);
  const first = await raiseTicket(app, client, { department: 'sales' });
  const second = await raiseTicket(app, client, { department: 'sales' });
  expect([await assigneeOf(first.id), await assigneeOf(second.id)]).toEqual([online, online]);
  // The silent desk reads as offline to its agent too.
  expect((await app.assignment.availability(app.deps.db, silent!)).state).toBe('offline');
  await setStates(app, [away!, silent!, online!], 'offline');
});

test('a visitor\'s new conversation goes to an online agent, and counts toward their cap', async () => {
  const [agent] = await agentsIn(app, 1, ['general']);
  await setStates(app, [agent!], 'online');
  const conversations: string[] = [];
  for (let i = 0; i < CAP + 1; i += 1) {
    const visitor = await open(await visitorToken(app));
    conversations.push((await reply<{ conversationId: string }>(visitor, 'chat.send', { clientId: `v${i}`, content: text('Hello') })).conversationId);
  }
  const rows = await app.deps.db.select({ id: chatConversations.id, a: chatConversations.assigneeId }).from(chatConversations).where(inArray(chatConversations.id, conversations));
  expect(rows.filter((r) => r.a === agent).length).toBe(CAP);
  expect(rows.filter((r) => r.a === null).length).toBe(1);
  await app.deps.db.update(chatConversations).set({ status: 'closed' }).where(inArray(chatConversations.id, conversations));
  await setStates(app, [agent!], 'offline');
});

test('the work of an agent offline past the release period goes to an online agent with room, the rest to the queue', async () => {
  const [gone, recent, online] = await agentsIn(app, 3, ['billing']);
  await setStates(app, [gone!, recent!], 'online');
  const client = await signUpClient(app);
  const raised = [];
  for (let i = 0; i < 4; i += 1) raised.push(await raiseTicket(app, client, { department: 'billing' }));
  const before = await openWork(app, [gone!, recent!]);
  expect(before.get(gone!)! + before.get(recent!)!).toBe(4);
  // `online` already holds two (by hand): one place left under the cap of three.
  const own = await raiseTicket(app, client, { department: 'sales' });
  const own2 = await raiseTicket(app, client, { department: 'sales' });
  await app.deps.db.update(tickets).set({ assigneeId: online! }).where(inArray(tickets.id, [own.id, own2.id]));
  await setStates(app, [gone!, recent!], 'offline');
  await setStates(app, [online!], 'online');
  await app.deps.db.update(agentAvailability).set({ changedAt: minutesAgo(31) }).where(eq(agentAvailability.accountId, gone!));
  await app.deps.db.update(agentAvailability).set({ changedAt: minutesAgo(10) }).where(eq(agentAvailability.accountId, recent!));

  expect(await app.jobs.runNow('desk.release')).toBe('ran');

  const after = await openWork(app, [gone!, recent!, online!]);
  expect(after.get(gone!)).toBe(0);
  expect(after.get(recent!)).toBe(before.get(recent!));
  expect(after.get(online!)).toBe(CAP);
  const queued = await app.deps.db.select({ id: tickets.id }).from(tickets).where(inArray(tickets.id, raised.map((t) => t.id)));
  const unassigned = [];
  for (const { id } of queued) if ((await assigneeOf(id)) === null) unassigned.push(id);
  expect(unassigned).toHaveLength(before.get(gone!)! - 1);
  await setStates(app, [online!], 'offline');
});
