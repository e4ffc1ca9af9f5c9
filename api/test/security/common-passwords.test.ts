import { commonPasswords } from '../../src/services/security/password-policy.js';
import { appForFile, call, freshIp, latestCode, loginToken, newPerson, registeredPerson } from '../helper.js';

const app = appForFile();

const post = (url: string, payload: object, opts: { token?: string; lang?: string } = {}) =>
  call(app, { method: 'POST', url, payload, ...opts, remoteAddress: freshIp() });

const COMMON = 'Password123';
const MESSAGE = {
  en: 'This password is too common or has appeared in a data breach. Please choose another.',
  ar: 'كلمة المرور هذه شائعة جدًا أو ظهرت في تسريب بيانات. يرجى اختيار كلمة مرور أخرى.',
};

test('the list holds at least 10,000 passwords long enough to pass the length rule', async () => {
  const list = [...(await commonPasswords())];
  expect(list.filter((p) => p.length >= 8).length).toBeGreaterThanOrEqual(10_000);
  expect(list).toContain(COMMON.toLowerCase());
});

test('registration refuses a common password, in both languages, and creates nothing', async () => {
  for (const lang of ['en', 'ar'] as const) {
    const person = { ...newPerson('common'), password: COMMON, passwordConfirmation: COMMON };
    const refused = await post('/api/auth/register', person, { lang });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([MESSAGE[lang]]);
    const again = await post('/api/auth/register', { ...person, password: 'Quiet-harbour-71', passwordConfirmation: 'Quiet-harbour-71' });
    expect(again.status).toBe(201);
  }
});

test('a reset refuses a common password and keeps the reset token usable', async () => {
  const who = await registeredPerson(app, 'commonreset');
  const forgot = await post('/api/auth/password/forgot', { identifier: who.phone });
  const verified = await post('/api/auth/password/verify', { challengeId: forgot.body.challengeId, code: await latestCode(app, who.phone) });
  const { resetToken } = verified.body;
  const refused = await post('/api/auth/password/reset', { resetToken, password: 'iloveyou1', passwordConfirmation: 'iloveyou1' }, { lang: 'ar' });
  expect(refused.status).toBe(422);
  expect(refused.body.errors).toEqual([MESSAGE.ar]);
  const ok = await post('/api/auth/password/reset', { resetToken, password: 'Quiet-harbour-72', passwordConfirmation: 'Quiet-harbour-72' });
  expect(ok.status).toBe(200);
});

test('a password change refuses a common password, whatever its case', async () => {
  const who = await registeredPerson(app, 'commonchange');
  const token = await loginToken(app, who.email, who.password);
  const body = { currentPassword: who.password, password: 'QWERTY123', passwordConfirmation: 'QWERTY123', endOtherSessions: false };
  const refused = await post('/api/profile/password', body, { token });
  expect(refused.status).toBe(422);
  expect(refused.body.errors).toEqual([MESSAGE.en]);
  expect((await loginToken(app, who.email, who.password)).length).toBeGreaterThan(10);
});
