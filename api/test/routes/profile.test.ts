import { FakeClock } from '../../src/lib/clock.js';
import { AGENT, DEMO, appForFile, call, freshIp, latestCode, loginToken, registeredPerson } from '../helper.js';

const clock = new FakeClock();
const app = appForFile({ clock });

const post = (url: string, payload: object, token?: string) => call(app, { method: 'POST', url, payload, token, remoteAddress: freshIp() });

describe('profile', () => {
  test('needs a session', async () => {
    expect((await call(app, { method: 'GET', url: '/api/profile' })).status).toBe(401);
  });

  test('read and update every account field', async () => {
    const token = await loginToken(app);
    const got = await call(app, { method: 'GET', url: '/api/profile', token });
    expect(Object.keys(got.body).sort()).toEqual(
      [
        'id', 'fullName', 'accountName', 'email', 'phone', 'country', 'area', 'gender', 'birthDate', 'userType', 'role', 'permissions',
        'twoFactorEnabled', 'phoneVerified', 'emailVerified', 'lastLoginAt', 'lastPasswordChangeAt', 'createdAt',
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
    const taken = await call(app, { method: 'PATCH', url: '/api/profile', token, payload: { email: AGENT.email, currentPassword: DEMO.password }, lang: 'ar' });
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

  test('change password, ending the other sessions and pending codes', async () => {
    const who = await registeredPerson(app, 'change');
    const keep = await loginToken(app, who.email, who.password);
    const other = await loginToken(app, who.email, who.password);
    const toggle = await post('/api/profile/two-factor', { enabled: true }, keep);
    const toggleCode = await latestCode(app, who.phone);
    const change = (currentPassword: string) =>
      post('/api/profile/password', { currentPassword, password: 'Changed-123', passwordConfirmation: 'Changed-123', endOtherSessions: true }, keep);
    const wrong = await change('nope-nope');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: 'Failed to change password. Please try again.', errors: ['The current password is incorrect.'] });
    const ok = await change(who.password);
    expect(ok.status).toBe(200);
    expect(ok.body.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token: keep })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token: other })).status).toBe(401);
    const me = await call(app, { method: 'GET', url: '/api/auth/me', token: keep });
    expect(me.body.lastPasswordChangeAt).not.toBeNull();
    // the code asked for before the change no longer works
    expect((await post('/api/auth/otp/verify', { challengeId: toggle.body.challengeId, code: toggleCode }, keep)).status).toBe(422);
  });

  test('the current-password check shares the login back-off', async () => {
    const who = await registeredPerson(app, 'guess');
    const token = await loginToken(app, who.email, who.password);
    const change = (currentPassword: string) =>
      post('/api/profile/password', { currentPassword, password: 'Changed-123', passwordConfirmation: 'Changed-123', endOtherSessions: false }, token);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await change(`Guess-${i}-password`)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // the right password waits too, here and at login
    expect((await change(who.password)).status).toBe(429);
    const login = await post('/api/auth/login', { identifier: who.email, password: who.password });
    expect(login.status).toBe(429);
    expect(login.body.message).toBe('Too many failed login attempts. Try again in 1 minute.');
    clock.advance(60_000);
    expect((await change(who.password)).status).toBe(200);
  });

  test('two-factor: toggle needs a code; then login needs a code', async () => {
    const token = await loginToken(app, DEMO.email, DEMO.password);
    const start = await call(app, { method: 'POST', url: '/api/profile/two-factor', token, payload: { enabled: true }, remoteAddress: freshIp() });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ otpRequired: true, purpose: 'two-factor-toggle' });
    const code = await latestCode(app, DEMO.phone);
    // another account cannot confirm it
    const stranger = await loginToken(app, AGENT.email, AGENT.password);
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
