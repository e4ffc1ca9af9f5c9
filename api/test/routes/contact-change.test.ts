import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.js';
import { AGENT, appForFile, call, freshIp, latestCode, loginToken, registeredPerson } from '../helper.js';

const app = appForFile();

const patch = (token: string, payload: object, lang?: string) => call(app, { method: 'PATCH', url: '/api/profile', token, payload, lang, remoteAddress: freshIp() });
const verify = (token: string | undefined, challengeId: unknown, code: string) =>
  call(app, { method: 'POST', url: '/api/auth/otp/verify', token, payload: { challengeId, code }, remoteAddress: freshIp() });
const me = async (token: string) => (await call(app, { method: 'GET', url: '/api/profile', token })).body;
const lastMessage = async (to: string) => (await app.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1))[0];

test('a session alone cannot change the email or phone: the current password is asked for, in both languages', async () => {
  const who = await registeredPerson(app, 'stolen');
  const token = await loginToken(app, who.email, who.password);
  const bare = await patch(token, { email: 'thief@example.net' }, 'ar');
  expect(bare.status).toBe(422);
  expect(bare.body.errors).toEqual(['حقل كلمة المرور الحالية مطلوب']);
  const wrong = await patch(token, { phone: '+966501999999', currentPassword: 'Not-the-password-1' });
  expect(wrong.status).toBe(422);
  expect(wrong.body.errors).toEqual(['The current password is incorrect.']);
  const both = await patch(token, { email: 'thief@example.net', phone: '+966501999999', currentPassword: who.password });
  expect(both.body.errors).toEqual(['Change the email or the phone number, one at a time.']);
  expect(await me(token)).toMatchObject({ email: who.email, phone: who.phone });
});

test('a new email takes effect only after its code; the old one keeps working until then and is told', async () => {
  const who = await registeredPerson(app, 'mover');
  const token = await loginToken(app, who.email, who.password);
  const asked = await patch(token, { email: 'Mover.New@Example.com', fullName: 'Layla H.', currentPassword: who.password });
  expect(asked.status).toBe(200);
  expect(asked.body).toMatchObject({ otpRequired: true, purpose: 'contact-change', sentTo: 'mo•••••••@example.com' });
  // The other fields are saved at once, the email is not.
  expect(await me(token)).toMatchObject({ fullName: 'Layla H.', email: who.email });
  expect((await loginToken(app, who.email, who.password)).length).toBeGreaterThan(10);
  const code = await latestCode(app, 'mover.new@example.com');
  // Another account (or no session) cannot confirm it.
  expect((await verify(undefined, asked.body.challengeId, code)).status).toBe(422);
  expect((await verify(await loginToken(app, AGENT.email, AGENT.password), asked.body.challengeId, code)).status).toBe(422);
  const done = await verify(token, asked.body.challengeId, code);
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ purpose: 'contact-change', user: { email: 'mover.new@example.com' } });
  expect((await lastMessage(who.email))?.purpose).toBe('contact-change-notice');
  expect((await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: who.email, password: who.password } })).status).toBe(422);
  expect((await loginToken(app, 'mover.new@example.com', who.password)).length).toBeGreaterThan(10);
});

test('a new phone is proven by its code, so it stays verified; the old phone is told', async () => {
  const who = await registeredPerson(app, 'phoner');
  const token = await loginToken(app, who.email, who.password);
  const newPhone = '+966501888888';
  const asked = await patch(token, { phone: newPhone, currentPassword: who.password });
  expect(asked.body).toMatchObject({ otpRequired: true, purpose: 'contact-change' });
  expect(await me(token)).toMatchObject({ phone: who.phone, phoneVerified: true });
  // A wrong code changes nothing.
  expect((await verify(token, asked.body.challengeId, '000000')).status).toBe(422);
  const done = await verify(token, asked.body.challengeId, await latestCode(app, newPhone));
  expect(done.body.user).toMatchObject({ phone: newPhone, phoneVerified: true });
  expect((await lastMessage(who.phone))?.purpose).toBe('contact-change-notice');
});

test('a contact taken meanwhile is refused at confirmation; a password change ends a pending change', async () => {
  const who = await registeredPerson(app, 'racer');
  const rival = await registeredPerson(app, 'rival');
  const token = await loginToken(app, who.email, who.password);
  const rivalToken = await loginToken(app, rival.email, rival.password);
  const target = 'contested@example.com';
  const mine = await patch(token, { email: target, currentPassword: who.password });
  const theirs = await patch(rivalToken, { email: target, currentPassword: rival.password });
  const theirCode = await latestCode(app, target);
  expect((await verify(rivalToken, theirs.body.challengeId, theirCode)).status).toBe(200);
  const late = await verify(token, mine.body.challengeId, theirCode);
  expect(late.status).toBe(422);

  const pending = await patch(token, { email: 'later@example.com', currentPassword: who.password });
  const code = await latestCode(app, 'later@example.com');
  const changed = await call(app, {
    method: 'POST',
    url: '/api/profile/password',
    token,
    payload: { currentPassword: who.password, password: 'Quiet-harbour-73', passwordConfirmation: 'Quiet-harbour-73', endOtherSessions: false },
  });
  expect(changed.status).toBe(200);
  expect((await verify(token, pending.body.challengeId, code)).status).toBe(422);
  expect((await me(token)).email).toBe(who.email);
});
