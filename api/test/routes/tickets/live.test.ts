import { TICKET_EVENTS, ticketListTopic, ticketTopic } from '@site/shared/tickets';
import type { Page, TicketDetail, TicketSummary } from '@site/shared/types';
import { AGENT, AGENT2, call, loginToken, signUpClient } from '../../helper.js';
import { accountIdOf, raiseTicket } from '../../fixtures/tickets.js';
import { liveInstancesForFile } from '../../realtime/live-instances.js';
import type { TestSocket } from '../../realtime/test-socket.js';

// Two API instances on one database: on PostgreSQL the events cross through LISTEN/NOTIFY.
const { instances, urls, follow } = liveInstancesForFile();

const eventOn = (socket: TestSocket, topic: string, name: string = TICKET_EVENTS.changed) =>
  socket.next('event', (frame) => frame.topic === topic && frame.name === name);

test('a new ticket, a reply and a status change reach both parties on the other instance', async () => {
  const client = await signUpClient(instances.a);
  const agent = await loginToken(instances.a, AGENT.email, AGENT.password);
  const [clientId, agentId] = [await accountIdOf(instances.a, client), await accountIdOf(instances.a, agent)];
  const agentList = await follow(urls.b, agent, [ticketListTopic(agentId)]);

  // Raised through A: the agent (technical queue) hears of it on B.
  const arrived = eventOn(agentList, ticketListTopic(agentId));
  const ticket = await raiseTicket(instances.a, client, { department: 'technical' });
  expect((await arrived).data).toEqual({ id: ticket.id });

  const clientView = await follow(urls.a, client, [ticketTopic(ticket.id), ticketListTopic(clientId)]);
  const agentView = await follow(urls.b, agent, [ticketTopic(ticket.id)]);

  // The client's reads on A are kept in A's memory from here on.
  const readOnA = async () => ({
    detail: (await call(instances.a, { url: `/api/tickets/${ticket.id}`, token: client })).body as unknown as TicketDetail,
    list: (await call(instances.a, { url: '/api/tickets?box=outgoing', token: client })).body as unknown as Page<TicketSummary>,
  });
  const before = await readOnA();
  expect([before.detail.replyCount, before.list.items[0]?.replyCount]).toEqual([0, 0]);

  // The agent answers through B: the client's page and list on A hear it, and A's next reads show it.
  const [page, list] = [eventOn(clientView, ticketTopic(ticket.id)), eventOn(clientView, ticketListTopic(clientId))];
  expect((await call(instances.b, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: agent, payload: { body: 'On it' } })).status).toBe(201);
  expect((await page).data).toEqual({ id: ticket.id });
  await list;
  const after = await readOnA();
  expect([after.detail.replyCount, after.detail.replies[0]?.body, after.list.items[0]?.replyCount]).toEqual([1, 'On it', 1]);

  // The client closes through A: the agent's page on B hears it.
  const closed = eventOn(agentView, ticketTopic(ticket.id));
  expect((await call(instances.a, { method: 'POST', url: `/api/tickets/${ticket.id}/close`, token: client })).status).toBe(200);
  await closed;
});

test('a transfer reaches the new agent\'s list, and a deletion every open view', async () => {
  const client = await signUpClient(instances.a);
  const [agent, agent2] = [await loginToken(instances.a, AGENT.email, AGENT.password), await loginToken(instances.a, AGENT2.email, AGENT2.password)];
  const agent2Id = await accountIdOf(instances.a, agent2);
  const ticket = await raiseTicket(instances.a, client, { department: 'technical' });
  const agent2List = await follow(urls.b, agent2, [ticketListTopic(agent2Id)]);
  const handedOver = eventOn(agent2List, ticketListTopic(agent2Id));
  const transfer = await call(instances.a, { method: 'POST', url: `/api/tickets/${ticket.id}/transfer`, token: agent, payload: { assigneeId: agent2Id, note: 'Billing question' } });
  expect(transfer.status).toBe(204);
  expect((await handedOver).data).toEqual({ id: ticket.id });

  const fresh = await raiseTicket(instances.a, client, { department: 'billing' });
  const clientView = await follow(urls.b, client, [ticketTopic(fresh.id)]);
  const gone = eventOn(clientView, ticketTopic(fresh.id), TICKET_EVENTS.deleted);
  expect((await call(instances.a, { method: 'DELETE', url: `/api/tickets/${fresh.id}`, token: client })).status).toBe(204);
  await gone;
});

test('only those who may see a ticket follow it, and only its owner follows a list', async () => {
  const [owner, stranger] = [await signUpClient(instances.a), await signUpClient(instances.a)];
  const agent2 = await loginToken(instances.a, AGENT2.email, AGENT2.password);
  const ticket = await raiseTicket(instances.a, owner, { department: 'technical' });
  const ownerId = await accountIdOf(instances.a, owner);
  const socket = await follow(urls.b, stranger, []);
  expect(await socket.subscribe(ticketTopic(ticket.id))).toMatchObject({ type: 'error', code: 'not_found' });
  expect(await socket.subscribe(ticketListTopic(ownerId))).toMatchObject({ type: 'error', code: 'not_found' });
  expect(await socket.subscribe(ticketTopic('not-a-ticket'))).toMatchObject({ type: 'error', code: 'not_found' });
  // Agent 2 works billing and general, not technical.
  const other = await follow(urls.a, agent2, []);
  expect(await other.subscribe(ticketTopic(ticket.id))).toMatchObject({ type: 'error', code: 'not_found' });
});

test("a star set through one instance shows in the viewer's starred list on the other", async () => {
  const client = await signUpClient(instances.a);
  const clientId = await accountIdOf(instances.a, client);
  const ticket = await raiseTicket(instances.a, client, { department: 'technical' });
  const starredOnB = async () => (await call(instances.b, { url: '/api/tickets?box=outgoing&starred=1', token: client })).body.total;
  expect(await starredOnB()).toBe(0);

  const ownList = await follow(urls.b, client, [ticketListTopic(clientId)]);
  const heard = eventOn(ownList, ticketListTopic(clientId));
  expect((await call(instances.a, { method: 'POST', url: `/api/tickets/${ticket.id}/star`, token: client, payload: { starred: true } })).status).toBeLessThan(300);
  expect((await heard).data).toEqual({ id: ticket.id });
  expect(await starredOnB()).toBe(1);
});
