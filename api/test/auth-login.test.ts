import type { FastifyInstance } from 'fastify';
import { FakeClock, MINUTE } from '../src/lib/clock.js';
import { AGENT, DEMO, buildTestApp, call, freshIp, loginToken } from './helper.js';

let app: FastifyInstance;
const clock = new FakeClock();
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const login = (identifier: string, password: string, ip = freshIp(), lang?: string) =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier, password }, remoteAddress: ip, lang });

test('login by email (any case) returns a SessionGrant', async () => {
  const { status, body } = await login('Demo@Example.com', DEMO.password);
  expect(status).toBe(200);
  expect(typeof body.token).toBe('string');
  expect((body.token as string).length).toBeGreaterThanOrEqual(43);
  const user = body.user as Record<string, unknown>;
  expect(user).toMatchObject({ email: DEMO.email, phone: DEMO.phone, role: 'client', phoneVerified: true });
  expect(user).not.toHaveProperty('passwordHash');
});

test('login by phone in E.164, national format or Arabic-Indic digits', async () => {
  for (const identifier of [AGENT.phone, '0500000002', '\u200f+٩٦٦٥٠٠٠٠٠٠٠٢']) {
    const { status, body } = await login(identifier, AGENT.password);
    expect(status).toBe(200);
    expect((body.user as { role: string }).role).toBe('agent');
  }
});

test('each login gets a new token; me works with Bearer only', async () => {
  const a = await loginToken(app);
  const b = await loginToken(app);
  expect(a).not.toBe(b);
  const me = await call(app, { method: 'GET', url: '/api/auth/me', token: a });
  expect(me.status).toBe(200);
  expect(me.body.email).toBe(DEMO.email);
  const cookieOnly = await call(app, {
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: `auth_user=${encodeURIComponent(JSON.stringify({ token: a }))}` },
  });
  expect(cookieOnly.status).toBe(401);
  expect(cookieOnly.body.message).toBe('401 Unauthorized');
});

test('wrong password and unknown account give the same answer', async () => {
  const wrong = await login(AGENT.email, 'not-the-password');
  const unknown = await login('nobody@example.com', 'not-the-password');
  expect(wrong.status).toBe(422);
  expect(unknown.status).toBe(422);
  expect(wrong.body).toEqual(unknown.body);
  expect(wrong.body.message).toBe('The phone number, email or password is incorrect.');
  // a success resets the consecutive-failure counter
  expect((await login(AGENT.email, AGENT.password)).status).toBe(200);
});

test('logout revokes the session', async () => {
  const token = await loginToken(app);
  const out = await call(app, { method: 'POST', url: '/api/auth/logout', token });
  expect(out.status).toBe(204);
  expect((await call(app, { method: 'GET', url: '/api/auth/me', token })).status).toBe(401);
  expect((await call(app, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(401);
});

test('sessions expire after 7 idle days', async () => {
  const token = await loginToken(app);
  clock.advance(6 * 24 * 60 * MINUTE);
  expect((await call(app, { method: 'GET', url: '/api/auth/me', token })).status).toBe(200);
  clock.advance(6 * 24 * 60 * MINUTE);
  expect((await call(app, { method: 'GET', url: '/api/auth/me', token })).status).toBe(200);
  clock.advance(7 * 24 * 60 * MINUTE + MINUTE);
  expect((await call(app, { method: 'GET', url: '/api/auth/me', token })).status).toBe(401);
});

test('10 logins per minute per IP, then 429 in the request language', async () => {
  const ip = freshIp();
  for (let i = 0; i < 10; i += 1) expect((await login('nobody@example.com', 'whatever1', ip)).status).toBe(422);
  const limited = await login(DEMO.email, DEMO.password, ip, 'ar');
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe('طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.');
  expect(limited.headers['retry-after']).toBeDefined();
  // another address is unaffected
  expect((await login(DEMO.email, DEMO.password)).status).toBe(200);
});

test('5 consecutive failures lock the account for 15 minutes', async () => {
  const results = [];
  for (let i = 0; i < 5; i += 1) results.push(await login(AGENT.phone, 'wrong-password', freshIp(), 'en'));
  expect(results.slice(0, 4).every((r) => r.status === 422)).toBe(true);
  expect(results[4]!.status).toBe(429);
  expect(results[4]!.body.message).toBe('Too many failed login attempts. Try again in 15 minutes.');
  // even the right password is refused while locked
  const locked = await login(AGENT.phone, AGENT.password, freshIp(), 'ar');
  expect(locked.status).toBe(429);
  expect(locked.body.message).toBe('محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد 15 دقيقة.');
  clock.advance(15 * MINUTE + 1000);
  expect((await login(AGENT.phone, AGENT.password)).status).toBe(200);
});
