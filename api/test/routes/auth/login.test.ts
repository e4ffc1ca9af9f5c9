import { FakeClock, MINUTE } from '../../../src/lib/clock.js';
import { AGENT, DEMO, appForFile, call, freshIp, loginToken } from '../../helper.js';

const clock = new FakeClock();
const app = appForFile({ clock });

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
  for (let i = 0; i < 10; i += 1) expect((await login(`nobody${i}@example.com`, 'whatever1', ip)).status).toBe(422);
  const limited = await login(DEMO.email, DEMO.password, ip, 'ar');
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe('طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.');
  expect(limited.headers['retry-after']).toBeDefined();
  // another address is unaffected
  expect((await login(DEMO.email, DEMO.password)).status).toBe(200);
});

describe('password back-off: 5 tries, then a growing wait; the same for unknown identifiers', () => {
  const tries = async (identifier: string, n: number, lang = 'en') => {
    const out = [];
    for (let i = 0; i < n; i += 1) out.push(await login(identifier, 'wrong-password', freshIp(), lang));
    return out.map((r) => ({ status: r.status, body: r.body }));
  };

  test('a real account: 5 wrong passwords, then 1 minute, then 2; a success ends the wait', async () => {
    const first = await tries(AGENT.phone, 6);
    expect(first.map((r) => r.status)).toEqual([422, 422, 422, 422, 422, 429]);
    expect(first[5]!.body.message).toBe('Too many failed login attempts. Try again in 1 minute.');
    // even the right password waits
    const waiting = await login(AGENT.phone, AGENT.password, freshIp(), 'ar');
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toBe('محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد دقيقة واحدة.');
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(MINUTE);
    expect((await tries(AGENT.phone, 2)).map((r) => r.status)).toEqual([422, 429]);
    expect((await login(AGENT.phone, AGENT.password)).body.message).toBe('Too many failed login attempts. Try again in 2 minutes.');
    clock.advance(2 * MINUTE);
    expect((await login(AGENT.phone, AGENT.password)).status).toBe(200);
    // the success cleared the count (one count per account, whichever identifier is typed)
    expect((await tries(AGENT.email, 4)).every((r) => r.status === 422)).toBe(true);
    expect((await login(AGENT.phone, AGENT.password)).status).toBe(200);
  });

  test('an unknown identifier answers exactly like a real one', async () => {
    const real = await tries(DEMO.email, 6, 'ar');
    const unknown = await tries('ghost-user@example.com', 6, 'ar');
    expect(unknown).toEqual(real);
    clock.advance(MINUTE);
    expect((await login(DEMO.email, DEMO.password)).status).toBe(200);
  });

  test('the wait grows to at most 15 minutes, and an hour of quiet forgets it', async () => {
    const waits: string[] = [];
    for (const gap of [0, 1, 2, 4, 8, 15]) {
      clock.advance(gap * MINUTE);
      if (gap === 0) await tries('+966500000077', 5);
      else await tries('+966500000077', 1);
      waits.push(String((await login('+966500000077', 'x')).body.message));
    }
    expect(waits.map((m) => Number(/in (\d+) minute/.exec(m)?.[1]))).toEqual([1, 2, 4, 8, 15, 15]);
    clock.advance(15 * MINUTE + 60 * MINUTE);
    expect((await tries('+966500000077', 5)).every((r) => r.status === 422)).toBe(true);
  });
});
