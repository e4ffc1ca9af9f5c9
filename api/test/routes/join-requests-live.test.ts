import { JOIN_EVENTS, joinRequestTopic } from '@site/shared/listings';
import { call, loginToken, signUpClient } from '../helper.js';
import { accountIdOf } from '../fixtures/tickets.js';
import { liveInstancesForFile } from '../realtime/live-instances.js';
import type { TestSocket } from '../realtime/test-socket.js';

// Two API instances on one database: on PostgreSQL the events cross through LISTEN/NOTIFY.
const { instances, urls, follow } = liveInstancesForFile();
const MANAGER = { email: 'manager@example.com', password: 'Manager@12345' };

const changed = (socket: TestSocket, topic: string) =>
  socket.next('event', (frame) => frame.topic === topic && frame.name === JOIN_EVENTS.changed);

test('the manager hears of a new request and the requester of the decision, on the other instance', async () => {
  const client = await signUpClient(instances.a);
  const manager = await loginToken(instances.a, MANAGER.email, MANAGER.password);
  const [clientId, managerId] = [await accountIdOf(instances.a, client), await accountIdOf(instances.a, manager)];
  const managerSocket = await follow(urls.b, manager, [joinRequestTopic(managerId)]);
  const clientSocket = await follow(urls.b, client, [joinRequestTopic(clientId)]);

  const arrived = changed(managerSocket, joinRequestTopic(managerId));
  const sent = changed(clientSocket, joinRequestTopic(clientId));
  const created = await call(instances.a, { method: 'POST', url: '/api/groups/riyadh-web-developers/join-requests', token: client, payload: { message: 'Hello', images: [] } });
  expect(created.status).toBe(201);
  expect((await arrived).data).toEqual({ id: created.body.id });
  expect((await sent).data).toEqual({ id: created.body.id });

  const decided = changed(clientSocket, joinRequestTopic(clientId));
  const decision = await call(instances.a, { method: 'POST', url: `/api/join-requests/${created.body.id as string}/decision`, token: manager, payload: { decision: 'approved' } });
  expect(decision.status).toBe(200);
  expect((await decided).data).toEqual({ id: created.body.id });
});

test('an account follows only its own join-request topic', async () => {
  const client = await signUpClient(instances.a);
  const other = await signUpClient(instances.a);
  const socket = await follow(urls.a, client, []);
  expect(await socket.subscribe(joinRequestTopic(await accountIdOf(instances.a, other)))).toMatchObject({ type: 'error', code: 'not_found' });
  expect(await socket.subscribe('join-requests')).toMatchObject({ type: 'error', code: 'not_found' });
});
