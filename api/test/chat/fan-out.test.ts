import { AGENT, instancesForFile, loginToken } from '../helper.js';
import { listenLocal } from '../realtime/test-socket.js';
import { reply, signedIn, text, visitorToken } from './chat-client.js';

// On PostgreSQL: two pools on one database, events through LISTEN/NOTIFY. On PGlite: one
// process, the in-process bus between the two apps.
const instances = instancesForFile();

test('a message sent through instance A reaches the agent and the visitor on instance B', async () => {
  const [urlA, urlB] = [await listenLocal(instances.a), await listenLocal(instances.b)];
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
