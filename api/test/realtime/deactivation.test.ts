import { CLOSE } from '@site/shared/realtime/protocol';
import { ADMIN, call, instancesForFile, loginToken, registeredPerson } from '../helper.js';
import { closedWithin, listenLocal, signedInSocket as opened } from './test-socket.js';

/*
 * An admin deactivating or locking an account on one instance: the account's open session stops
 * answering at once, and its sockets on every instance close within a second (the same path a
 * sign-out takes: ended sessions are signalled over the bus).
 */
const instances = instancesForFile();
let urls: { a: string; b: string };
let admin = '';
beforeAll(async () => {
  urls = { a: await listenLocal(instances.a), b: await listenLocal(instances.b) };
  admin = await loginToken(instances.a, ADMIN.email, ADMIN.password);
});

test.each(['deactivate', 'lock'])('%s on instance A: the open session and its sockets on A and B stop at once', async (action) => {
  const person = await registeredPerson(instances.a, action);
  const token = await loginToken(instances.a, person.email, person.password);
  const id = (await call(instances.b, { method: 'GET', url: '/api/auth/me', token })).body.id as string;
  const [onA, onB] = [await opened(urls.a, token), await opened(urls.b, token)];
  const started = Date.now();
  expect((await call(instances.a, { method: 'POST', url: `/api/admin/people/${id}/${action}`, token: admin })).status).toBe(200);
  // The very next request on the other instance is refused.
  expect((await call(instances.b, { method: 'GET', url: '/api/auth/me', token })).status).toBe(401);
  for (const socket of [onA, onB]) {
    const { code, ms } = await closedWithin(socket, started);
    expect(code).toBe(CLOSE.unauthenticated);
    expect(ms).toBeLessThanOrEqual(1_000);
  }
});
