import { AGENT, appForFile, call, freshIp, latestCode, loginToken, registeredPerson } from '../../helper.js';

const app = appForFile();

const post = (url: string, payload: object, token?: string) => call(app, { method: 'POST', url, payload, token, remoteAddress: freshIp() });

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

test('a reset ends pending codes of the account', async () => {
  const who = await registeredPerson(app, 'reset');
  const token = await loginToken(app, who.email, who.password);
  const toggle = await post('/api/profile/two-factor', { enabled: true }, token);
  const toggleCode = await latestCode(app, who.phone);
  const forgot = await post('/api/auth/password/forgot', { identifier: who.phone });
  const verified = await post('/api/auth/password/verify', { challengeId: forgot.body.challengeId, code: await latestCode(app, who.phone) });
  expect((await post('/api/auth/password/reset', { resetToken: verified.body.resetToken, password: 'Fresh-pass-42', passwordConfirmation: 'Fresh-pass-42' })).status).toBe(200);
  const late = await post('/api/auth/otp/verify', { challengeId: toggle.body.challengeId, code: toggleCode }, await loginToken(app, who.email, 'Fresh-pass-42'));
  expect(late.status).toBe(422);
});

test('password-reset requests do not use up the codes a contact needs to sign in', async () => {
  const who = await registeredPerson(app, 'budget');
  const token = await loginToken(app, who.email, who.password);
  const resets = [];
  for (let i = 0; i < 6; i += 1) resets.push((await post('/api/auth/password/forgot', { identifier: who.phone })).status);
  expect(resets).toEqual([200, 200, 200, 200, 200, 429]);
  // The two-factor code still goes out: its own budget.
  const toggle = await post('/api/profile/two-factor', { enabled: true }, token);
  expect(toggle.status).toBe(200);
  expect(toggle.body).toMatchObject({ purpose: 'two-factor-toggle' });
});

test('after 20 wrong codes a known and an unknown contact answer alike', async () => {
  const who = await registeredPerson(app, 'guess');
  const answersFor = async (identifier: string) => {
    const out: Array<{ status: number; body: unknown }> = [];
    for (let round = 0; round < 5; round += 1) {
      const forgot = await post('/api/auth/password/forgot', { identifier });
      for (let i = 0; i < 5; i += 1) {
        const r = await post('/api/auth/password/verify', { challengeId: forgot.body.challengeId, code: '000000' });
        out.push({ status: r.status, body: r.body });
      }
    }
    return out;
  };
  const known = await answersFor(who.phone);
  const unknown = await answersFor('+966500000099');
  expect(unknown).toEqual(known);
  expect(known.slice(19, 21).map((a) => a.status)).toEqual([422, 429]);
  expect(known[20]!.body).toEqual({ message: 'Too many failed verification attempts. Please try again later.', errors: [] });
  // By an email not verified yet the code goes to the phone, yet the checks count on the typed
  // email, so a known and an unknown address still answer alike.
  expect(await answersFor('no-guess@example.com')).toEqual(await answersFor(who.email));
});
