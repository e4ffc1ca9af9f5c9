import { randomUUID } from 'node:crypto';
import { chatTopic } from '@site/shared/chat';
import { DESK_EVENTS, type DeskPresence, deskTopic } from '@site/shared/desk';
import { ticketTopic } from '@site/shared/tickets';
import { AGENT, AGENT2, loginToken, signUpClient } from '../helper.js';
import { ask, reply, text, visitorToken } from '../chat/chat-client.js';
import { raiseTicket } from '../fixtures/tickets.js';
import { liveInstancesForFile } from './live-instances.js';

/*
 * Collision warnings: an agent viewing or typing on a ticket or a conversation is heard by the
 * other agents following it, across two instances; clients never hear it and may not announce.
 */
const { instances, urls, follow } = liveInstancesForFile();
const presenceOn = (socket: Awaited<ReturnType<typeof follow>>, topic: string, state: string) =>
  socket.next('event', (f) => f.topic === topic && f.name === DESK_EVENTS.presence && (f.data as DeskPresence).state === state);

test('two agents on one ticket, on two instances, each hear the other view and type; the client hears none of it', async () => {
  const client = await signUpClient(instances.a);
  const ticket = await raiseTicket(instances.a, client, { department: 'general' });
  const [agent, agent2] = [await loginToken(instances.a, AGENT.email, AGENT.password), await loginToken(instances.a, AGENT2.email, AGENT2.password)];
  const topic = deskTopic('ticket', ticket.id);
  const onA = await follow(urls.a, agent, [topic]);
  const onB = await follow(urls.b, agent2, [topic]);
  const clientSocket = await follow(urls.b, client, [ticketTopic(ticket.id)]);

  const seenByB = presenceOn(onB, topic, 'viewing');
  await reply(onA, 'desk.presence', { kind: 'ticket', id: ticket.id, state: 'viewing' });
  expect((await seenByB).data).toMatchObject({ kind: 'ticket', id: ticket.id, agent: { name: expect.any(String) }, state: 'viewing' });

  const seenByA = presenceOn(onA, topic, 'typing');
  await reply(onB, 'desk.presence', { kind: 'ticket', id: ticket.id, state: 'typing' });
  expect((await seenByA).data).toMatchObject({ state: 'typing' });

  const left = presenceOn(onA, topic, 'left');
  await reply(onB, 'desk.presence', { kind: 'ticket', id: ticket.id, state: 'left' });
  await left;
  expect(clientSocket.frames.filter((f) => f.type === 'event')).toHaveLength(0);
  // The client may neither follow the agents' topic nor announce presence.
  expect(await clientSocket.subscribe(topic)).toMatchObject({ type: 'error', code: 'not_found' });
  expect(await ask(clientSocket, 'desk.presence', { kind: 'ticket', id: ticket.id, state: 'viewing' })).toMatchObject({ type: 'error', code: 'not_found' });
});

test('presence on a chat conversation crosses instances; the visitor is refused', async () => {
  const visitor = await follow(urls.a, await visitorToken(instances.a), []);
  const { conversationId } = await reply<{ conversationId: string }>(visitor, 'chat.send', { clientId: randomUUID(), content: text('Hi') });
  const [agent, agent2] = [await loginToken(instances.a, AGENT.email, AGENT.password), await loginToken(instances.a, AGENT2.email, AGENT2.password)];
  const topic = deskTopic('chat', conversationId);
  const onA = await follow(urls.a, agent, [topic]);
  const onB = await follow(urls.b, agent2, [topic, chatTopic(conversationId)]);
  const heard = presenceOn(onB, topic, 'viewing');
  await reply(onA, 'desk.presence', { kind: 'chat', id: conversationId, state: 'viewing' });
  expect((await heard).data).toMatchObject({ kind: 'chat', id: conversationId });
  expect(await ask(visitor, 'desk.presence', { kind: 'chat', id: conversationId, state: 'viewing' })).toMatchObject({ type: 'error', code: 'not_found' });
});
