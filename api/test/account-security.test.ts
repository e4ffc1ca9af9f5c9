import type { FastifyInstance } from 'fastify';
import { FakeClock } from '../src/lib/clock.js';
import { AGENT, DEMO, buildTestApp, call, freshIp, latestCode, loginToken } from './helper.js';

let app: FastifyInstance;
const clock = new FakeClock();
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: object, token?: string) => call(app, { method: 'POST', url, payload, token, remoteAddress: freshIp() });

describe('forgot / reset password', () => {
  test('same answer shape for known and unknown accounts', async () => {
    const t0 = performance.now();
    const known = await post('/api/auth/password/forgot', { identifier: AGENT.email });
    const t1 = performance.now();
    const unknown = await post('/api/auth/password/forgot', { identifier: 'ghost@example.com' });
    const t2 = performance.now();
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const shape = (b: Record<string, unknown>) => ({ ...b, challengeId: 'x', sentTo: String(b.sentTo).replace(/[^•@.]/g, '') });
    expect(shape(unknown.body)).toEqual(shape(known.body));
    expect(known.body).toMatchObject({ otpRequired: true, purpose: 'reset', resendIn: 60, expiresIn: 600 });
    // both are padded to the same floor
    expect(t1 - t0).toBeGreaterThanOrEqual(240);
    expect(t2 - t1).toBeGreaterThanOrEqual(240);
    // wrong codes look the same too
    const a = await post('/api/auth/password/verify', { challengeId: known.body.challengeId, code: '000000' });
    const b = await post('/api/auth/password/verify', { challengeId: unknown.body.challengeId, code: '000000' });
    expect(a.body).toEqual(b.body);
  });

  test('code -> reset token -> new password; old sessions end; token is single use', async () => {
    const oldSession = await loginToken(app, AGENT.email, AGENT.password);
    const forgot = await post('/api/auth/password/forgot', { identifier: AGENT.phone });
    const code = await latestCode(app, AGENT.phone);
    const verified = await post('/api/auth/password/verify', { challengeId: forgot.body.challengeId, code });
    expect(verified.status).toBe(200);
    const resetToken = verified.body.resetToken as string;
    const mismatch = await post('/api/auth/password/reset', { resetToken, password: 'N3w-password!', passwordConfirmation: 'nope' });
    expect(mismatch.body.errors).toEqual(['Passwords do not match']);
    const reset = await post('/api/auth/password/reset', { resetToken, password: 'N3w-password!', passwordConfirmation: 'N3w-password!' });
    expect(reset.status).toBe(200);
    expect((await post('/api/auth/password/reset', { resetToken, password: 'Other-pass1', passwordConfirmation: 'Other-pass1' })).status).toBe(422);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token: oldSession })).status).toBe(401);
    expect((await post('/api/auth/login', { identifier: AGENT.email, password: AGENT.password })).status).toBe(422);
    expect((await post('/api/auth/login', { identifier: AGENT.email, password: 'N3w-password!' })).status).toBe(200);
  });
});

describe('profile', () => {
  test('needs a session', async () => {
    expect((await call(app, { method: 'GET', url: '/api/profile' })).status).toBe(401);
  });

  test('read and update every account field', async () => {
    const token = await loginToken(app);
    const got = await call(app, { method: 'GET', url: '/api/profile', token });
    expect(Object.keys(got.body).sort()).toEqual(
      [
        'id', 'fullName', 'accountName', 'email', 'phone', 'country', 'area', 'gender', 'birthDate', 'userType', 'role',
        'twoFactorEnabled', 'phoneVerified', 'lastLoginAt', 'lastPasswordChangeAt', 'createdAt',
      ].sort(),
    );
    const patched = await call(app, {
      method: 'PATCH',
      url: '/api/profile',
      token,
      payload: { fullName: 'سارة الحربي', area: 'Al Olaya', userType: 'entity', birthDate: '1990-01-31' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ fullName: 'سارة الحربي', area: 'Al Olaya', userType: 'entity', birthDate: '1990-01-31' });
    const taken = await call(app, { method: 'PATCH', url: '/api/profile', token, payload: { email: AGENT.email }, lang: 'ar' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual(['قيمة حقل البريد الإلكتروني مستخدمة من قبل']);
    const unknownField = await call(app, { method: 'PATCH', url: '/api/profile', token, payload: { role: 'agent' } });
    expect(unknownField.status).toBe(422);
  });

  test('sessions list and revoke', async () => {
    const a = await loginToken(app);
    const b = await loginToken(app);
    const list = await call(app, { method: 'GET', url: '/api/profile/sessions', token: a });
    expect(list.status).toBe(200);
    const sessions = list.body as unknown as Array<{ id: string; current: boolean; device: string; ip: string }>;
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const current = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;
    expect(other).toMatchObject({ device: expect.any(String), ip: expect.any(String) });
    const del = await call(app, { method: 'DELETE', url: `/api/profile/sessions/${other.id}`, token: a });
    expect(del.status).toBe(204);
    expect((await call(app, { method: 'DELETE', url: `/api/profile/sessions/${other.id}`, token: a })).status).toBe(404);
    const after = await call(app, { method: 'GET', url: '/api/profile/sessions', token: a });
    expect((after.body as unknown as Array<{ id: string }>).map((s) => s.id)).toContain(current.id);
    expect(b).toBeDefined();
  });

  test('change password, ending the other sessions', async () => {
    const keep = await loginToken(app);
    const other = await loginToken(app);
    const wrong = await call(app, {
      method: 'POST',
      url: '/api/profile/password',
      token: keep,
      payload: { currentPassword: 'nope-nope', password: 'Changed-123', passwordConfirmation: 'Changed-123', endOtherSessions: true },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: 'Failed to change password. Please try again.', errors: ['The current password is incorrect.'] });
    const ok = await call(app, {
      method: 'POST',
      url: '/api/profile/password',
      token: keep,
      payload: { currentPassword: DEMO.password, password: 'Changed-123', passwordConfirmation: 'Changed-123', endOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token: keep })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token: other })).status).toBe(401);
    const me = await call(app, { method: 'GET', url: '/api/auth/me', token: keep });
    expect(me.body.lastPasswordChangeAt).not.toBeNull();
    DEMO.password = 'Changed-123';
  });

  test('two-factor: toggle needs a code; then login needs a code', async () => {
    const token = await loginToken(app, DEMO.email, DEMO.password);
    const start = await call(app, { method: 'POST', url: '/api/profile/two-factor', token, payload: { enabled: true }, remoteAddress: freshIp() });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ otpRequired: true, purpose: 'two-factor-toggle' });
    const code = await latestCode(app, DEMO.phone);
    // another account cannot confirm it
    const stranger = await loginToken(app, AGENT.email, 'N3w-password!');
    const hijack = await call(app, {
      method: 'POST',
      url: '/api/auth/otp/verify',
      token: stranger,
      payload: { challengeId: start.body.challengeId, code },
    });
    expect(hijack.status).toBe(422);
    const confirm = await call(app, { method: 'POST', url: '/api/auth/otp/verify', token, payload: { challengeId: start.body.challengeId, code } });
    expect(confirm.body).toEqual({ purpose: 'two-factor-toggle', twoFactorEnabled: true });

    clock.advance(61_000);
    const login = await post('/api/auth/login', { identifier: DEMO.email, password: DEMO.password });
    expect(login.body).toMatchObject({ otpRequired: true, purpose: 'login' });
    expect(login.body.token).toBeUndefined();
    const grant = await post('/api/auth/otp/verify', { challengeId: login.body.challengeId, code: await latestCode(app, DEMO.phone) });
    expect(grant.status).toBe(200);
    expect((grant.body.user as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(true);
  });
});

test('dev outbox works outside production', async () => {
  const { status, body } = await call(app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(DEMO.phone)}` });
  expect(status).toBe(200);
  expect(Array.isArray(body.items)).toBe(true);
});
