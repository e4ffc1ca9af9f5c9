import { AGENT, instancesForFile, loginToken } from '../helper.js';
import { listenLocal } from '../realtime/test-socket.js';
import { reply, signedIn, text, visitorToken } from './chat-client.js';

// On PostgreSQL: two pools on one database, events through LISTEN/NOTIFY. On PGlite: one
// process, the in-process bus between the two apps.
const instances = instancesForFile();
let urlA: string;
let urlB: string;
beforeAll(async () => {
  [urlA, urlB] = [await listenLocal(instances.a), await listenLocal(instances.b)];
});

test('a message sent through instance A reaches the agent and the visitor on instance B', async () => {
  const agent = await signedIn(urlB, await loginToken(instances.b, AGENT.email, AGENT.password));
  await agent.subscribe('chat-inbox');
  const token = await visitorToken(instances.a);
  const visitorA = await signedIn(urlA, token);

  const inInbox = agent.next('event', (f) => f.name === 'chat.message');
  const sent = await reply<{ id: string; conversationId: string }>(visitorA, 'chat.send', { clientId: 'c1', content: text('من A') });
  expect((await inInbox).data).toMatchObject({ id: sent.id, content: { kind: 'text', text: 'من A' } });

  // The same visitor on B follows the conversation; the agent's reply through B reaches A too.
  const visitorB = await signedIn(urlB, token);
  await visitorA.subscribe(`chat:${sent.conversationId}`);
  await visitorB.subscribe(`chat:${sent.conversationId}`);
  const [onA, onB] = [visitorA.next('event', (f) => f.name === 'chat.message'), visitorB.next('event', (f) => f.name === 'chat.message')];
  const answer = await reply(agent, 'chat.send', { conversationId: sent.conversationId, clientId: 'a1', content: text('from B') });
  expect((await onA).data).toEqual(answer);
  expect((await onB).data).toEqual(answer);
  for (const socket of [agent, visitorA, visitorB]) socket.close();
});

test("an agent's boxes, kept in memory on B, show each change made through A once its event crossed the bus", async () => {
  const agentToken = await loginToken(instances.a, AGENT.email, AGENT.password);
  const [agentA, agentB] = [await signedIn(urlA, agentToken), await signedIn(urlB, agentToken)];
  await agentB.subscribe('chat-inbox');
  const visitor = await signedIn(urlA, await visitorToken(instances.a));
  type Row = { id: string; unread: number; assigneeId: string | null; lastMessage: { content: { text?: string } } | null };
  const box = async (name: string) => (await reply<{ items: Row[] }>(agentB, 'chat.list', { box: name })).items;
  const heardOnB = (name: string) => agentB.next('event', (f) => f.name === name);

  const first = heardOnB('chat.message');
  const sent = await reply<{ conversationId: string }>(visitor, 'chat.send', { clientId: 'm1', content: text('first') });
  await first;
  const id = sent.conversationId;
  const row = async (name: string) => (await box(name)).find((r) => r.id === id);
  expect(await row('unassigned')).toMatchObject({ unread: 1, lastMessage: { content: { text: 'first' } } });
  // Read again at once: the same answer, from memory.
  expect(await row('unassigned')).toMatchObject({ unread: 1 });

  const second = heardOnB('chat.message');
  await reply(visitor, 'chat.send', { conversationId: id, clientId: 'm2', content: text('second') });
  await second;
  expect(await row('unassigned')).toMatchObject({ unread: 2, lastMessage: { content: { text: 'second' } } });

  // A read mark is told on the conversation's topic only; B's boxes hear it there.
  await agentB.subscribe(`chat:${id}`);
  const read = heardOnB('chat.read');
  await reply(agentA, 'chat.read', { conversationId: id });
  await read;
  expect(await row('unassigned')).toMatchObject({ unread: 0 });

  const taken = heardOnB('chat.changed');
  await reply(agentA, 'chat.take', { conversationId: id });
  await taken;
  expect(await row('unassigned')).toBeUndefined();
  expect(await row('mine')).toMatchObject({ assigneeId: expect.any(String) });
  for (const socket of [agentA, agentB, visitor]) socket.close();
});
