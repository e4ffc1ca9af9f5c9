import { DESK_EVENTS, deskTopic } from '@site/shared/desk';
import { ticketListTopic, ticketTopic } from '@site/shared/tickets';
import type { Page, TicketDetail, TicketSummary } from '@site/shared/types';
import { outbox } from '../../../src/db/schema/index.js';
import { AGENT, AGENT2, call, loginToken, signUpClient } from '../../helper.js';
import { accountIdOf, raiseTicket } from '../../fixtures/tickets.js';
import { liveInstancesForFile } from '../../realtime/live-instances.js';

/*
 * Internal notes on a ticket: agents on the ticket write and read them; no path that reaches the
 * client carries one (the ticket and list reads, the ticket's and the list's socket frames, the
 * emails, a file link). Each test below is one such path.
 */
const { instances, urls, follow } = liveInstancesForFile();
const NOTE = 'Internal: customer is on the legacy plan, do not offer the discount';

async function ticketWithNote() {
  const client = await signUpClient(instances.a);
  const agent = await loginToken(instances.a, AGENT.email, AGENT.password);
  const ticket = await raiseTicket(instances.a, client, { department: 'technical' });
  return { client, agent, ticket };
}

const addNote = (token: string, id: string, body = NOTE) => call(instances.a, { method: 'POST', url: `/api/tickets/${id}/notes`, token, payload: { body } });

test('API reads: the agent sees the note marked internal; the client\'s ticket and list never show it or move', async () => {
  const { client, agent, ticket } = await ticketWithNote();
  const before = (await call(instances.a, { url: `/api/tickets/${ticket.id}`, token: client })).body as unknown as TicketDetail;

  const added = await addNote(agent, ticket.id);
  expect(added.status).toBe(201);
  const asAgent = added.body as unknown as TicketDetail;
  expect(asAgent.replies).toEqual([expect.objectContaining({ body: NOTE, internal: true })]);
  // A note is not a reply: the status and the count stay (an agent's reply would start the ticket).
  expect([asAgent.status, asAgent.replyCount]).toEqual(['new', 0]);

  for (const app of [instances.a, instances.b]) {
    const detail = await call(app, { url: `/api/tickets/${ticket.id}`, token: client });
    expect(JSON.stringify(detail.body)).not.toContain(NOTE);
    expect((detail.body as unknown as TicketDetail).replies).toEqual([]);
    expect((detail.body as unknown as TicketDetail).updatedAt).toBe(before.updatedAt);
    const list = (await call(app, { url: '/api/tickets?box=outgoing', token: client })).body as unknown as Page<TicketSummary>;
    expect(list.items.find((item) => item.id === ticket.id)).toMatchObject({ replyCount: 0, updatedAt: before.updatedAt });
  }
  // The agent's read on the other instance shows it too.
  const onB = (await call(instances.b, { url: `/api/tickets/${ticket.id}`, token: agent })).body as unknown as TicketDetail;
  expect(onB.replies.map((r) => [r.body, r.internal])).toEqual([[NOTE, true]]);
});

test('only support on the ticket may write a note: its client, another client and an agent of another department get 404', async () => {
  const { client, ticket } = await ticketWithNote();
  const stranger = await signUpClient(instances.a);
  const agent2 = await loginToken(instances.a, AGENT2.email, AGENT2.password);
  for (const token of [client, stranger, agent2]) expect((await addNote(token, ticket.id)).status).toBe(404);
  expect((await call(instances.a, { method: 'POST', url: `/api/tickets/${ticket.id}/notes`, payload: { body: NOTE } })).status).toBe(401);
});

test('sockets: the client\'s ticket and list topics hear nothing of a note; agents hear it on their own topic, on the other instance', async () => {
  const { client, agent, ticket } = await ticketWithNote();
  const clientId = await accountIdOf(instances.a, client);
  const clientSocket = await follow(urls.b, client, [ticketTopic(ticket.id), ticketListTopic(clientId)]);
  // The agents' topic of the ticket is not the client's to follow.
  expect(await clientSocket.subscribe(deskTopic('ticket', ticket.id))).toMatchObject({ type: 'error', code: 'not_found' });
  const agentSocket = await follow(urls.b, agent, [deskTopic('ticket', ticket.id), ticketTopic(ticket.id)]);

  const heard = agentSocket.next('event', (frame) => frame.topic === deskTopic('ticket', ticket.id) && frame.name === DESK_EVENTS.note);
  expect((await addNote(agent, ticket.id)).status).toBe(201);
  expect((await heard).data).toEqual({ id: ticket.id });
  // A real reply after it: once the client hears that, anything the note sent would have come before.
  const replied = [
    clientSocket.next('event', (frame) => frame.topic === ticketTopic(ticket.id)),
    clientSocket.next('event', (frame) => frame.topic === ticketListTopic(clientId)),
  ];
  expect((await call(instances.a, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: agent, payload: { body: 'Public answer' } })).status).toBe(201);
  await Promise.all(replied);
  const events = clientSocket.frames.filter((frame) => frame.type === 'event');
  expect(JSON.stringify(clientSocket.frames)).not.toContain(NOTE);
  // Exactly the reply's two events (page and list); the note added none.
  expect(events).toHaveLength(2);
});

test('emails: a note queues nothing for anyone (the outbox is where every email starts)', async () => {
  const { agent, ticket } = await ticketWithNote();
  // The outbox as it stands once the actions written so far have queued their notifications.
  const outboxNow = async () => {
    await instances.a.tickets.sendNotices();
    return (await instances.a.deps.db.select().from(outbox)).length;
  };
  const queued = await outboxNow();
  expect((await addNote(agent, ticket.id)).status).toBe(201);
  expect(await outboxNow()).toBe(queued);
});

test('a note takes text only: files sent with it are not attached, so no file link of a note exists', async () => {
  const { agent, ticket } = await ticketWithNote();
  const added = await call(instances.a, { method: 'POST', url: `/api/tickets/${ticket.id}/notes`, token: agent, payload: { body: NOTE, attachments: ['00000000-0000-4000-8000-000000000000'] } });
  expect(added.status).toBe(201);
  expect((added.body as unknown as TicketDetail).replies[0]?.attachments).toEqual([]);
  expect((await addNote(agent, ticket.id, '   ')).status).toBe(422);
});
