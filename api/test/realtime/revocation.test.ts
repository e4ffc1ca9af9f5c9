import { CLOSE } from '@site/shared/realtime/protocol';
import { eq } from 'drizzle-orm';
import { accounts } from '../../src/db/schema/index.js';
import { ask, reply, text, visitorToken } from '../chat/chat-client.js';
import { call, instancesForFile, latestCode, loginToken, registeredPerson } from '../helper.js';
import { closedWithin, listenLocal, signedInSocket as opened } from './test-socket.js';

/*
 * A socket must not outlive the right to speak for its principal. The periodic check runs every
 * 60 s (the default here); ending a session, changing a password and joining a visitor identity
 * to an account close the sockets concerned on every instance within a second.
 */
const instances = instancesForFile();
let urls: { a: string; b: string };
beforeAll(async () => {
  urls = { a: await listenLocal(instances.a), b: await listenLocal(instances.b) };
});


test('logout on instance A closes the session’s socket on instance B within 1 s; another session’s socket stays', async () => {
  const person = await registeredPerson(instances.a);
  const token = await loginToken(instances.a, person.email, person.password);
  const other = await loginToken(instances.a, person.email, person.password);
  const [onB, onA, otherOnB] = [await opened(urls.b, token), await opened(urls.a, token), await opened(urls.b, other)];
  const started = Date.now();
  expect((await call(instances.a, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(204);
  for (const socket of [onB, onA]) {
    const { code, ms } = await closedWithin(socket, started);
    expect(code).toBe(CLOSE.unauthenticated);
    expect(ms).toBeLessThanOrEqual(1_000);
  }
  expect((await reply(otherOnB, 'chat.history', {})).conversation).toBeNull();
  otherOnB.close();
});

test('a password change closes the other sessions’ sockets, a reset closes all of them', async () => {
  const person = await registeredPerson(instances.a);
  const keep = await loginToken(instances.a, person.email, person.password);
  const ended = await loginToken(instances.a, person.email, person.password);
  const [kept, gone] = [await opened(urls.b, keep), await opened(urls.b, ended)];
  const started = Date.now();
  const changed = await call(instances.a, {
    method: 'POST',
    url: '/api/profile/password',
    token: keep,
    payload: { currentPassword: person.password, password: 'Changed-123', passwordConfirmation: 'Changed-123', endOtherSessions: true },
  });
  expect(changed.status).toBe(200);
  expect(await closedWithin(gone, started)).toMatchObject({ code: CLOSE.unauthenticated });
  expect((await closedWithin(gone, started)).ms).toBeLessThanOrEqual(1_000);
  expect((await ask(kept, 'chat.history', {})).type).toBe('reply');

  // A reset ends every session, the one that changed the password too.
  const forgot = await call(instances.a, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: person.phone } });
  const code = await latestCode(instances.a, person.phone);
  const verified = await call(instances.a, { method: 'POST', url: '/api/auth/password/verify', payload: { challengeId: forgot.body.challengeId, code } });
  const resetAt = Date.now();
  const reset = await call(instances.a, {
    method: 'POST',
    url: '/api/auth/password/reset',
    payload: { resetToken: verified.body.resetToken, password: 'Changed-456', passwordConfirmation: 'Changed-456' },
  });
  expect(reset.status).toBe(200);
  const { code: closeCode, ms } = await closedWithin(kept, resetAt);
  expect(closeCode).toBe(CLOSE.unauthenticated);
  expect(ms).toBeLessThanOrEqual(1_000);
});

test('a visitor identity joined to an account: its socket closes within 1 s and stores nothing more', async () => {
  const visitor = await visitorToken(instances.a);
  const socket = await opened(urls.b, visitor);
  await reply(socket, 'chat.send', { clientId: 'v1', content: text('before sign-in') });
  const session = await loginToken(instances.a);
  const started = Date.now();
  expect((await call(instances.a, { method: 'POST', url: '/api/chat/visitors/join', token: session, payload: { token: visitor } })).status).toBe(200);
  const { code, ms } = await closedWithin(socket, started);
  expect(code).toBe(CLOSE.unauthenticated);
  expect(ms).toBeLessThanOrEqual(1_000);
});

test('a role taken away applies to the very next request on an open socket', async () => {
  const person = await registeredPerson(instances.a);
  const [row] = await instances.a.deps.db.update(accounts).set({ role: 'agent' }).where(eq(accounts.email, person.email)).returning();
  const token = await loginToken(instances.a, person.email, person.password);
  const socket = await opened(urls.b, token);
  expect((await ask(socket, 'chat.list', { box: 'unassigned' })).type).toBe('reply');
  await instances.a.deps.db.update(accounts).set({ role: 'client' }).where(eq(accounts.id, row!.id));
  expect(await ask(socket, 'chat.list', { box: 'unassigned' })).toMatchObject({ type: 'error', code: 'not_found' });
  socket.close();
});
