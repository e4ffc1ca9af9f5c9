import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, sql } from 'drizzle-orm';
import { accounts, outbox } from '../../src/db/schema/index.js';
import { DEMO, appForFile, call, freshIp, latestCode, loginToken, registeredPerson } from '../helper.js';

const app = appForFile();

const me = async (token: string) => (await call(app, { method: 'GET', url: '/api/profile', token })).body;
const askVerification = (token: string, lang?: string, ip = freshIp()) =>
  call(app, { method: 'POST', url: '/api/profile/email-verification', token, lang, remoteAddress: ip });
const verify = (token: string | undefined, challengeId: unknown, code: string) =>
  call(app, { method: 'POST', url: '/api/auth/otp/verify', token, payload: { challengeId, code }, remoteAddress: freshIp() });
const forgot = (identifier: string, ip = freshIp()) =>
  call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier }, remoteAddress: ip });
/** Everything the outbox holds for one address, newest first. */
const messagesTo = (to: string) => app.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
const resetsTo = async (to: string) => (await messagesTo(to)).filter((m) => m.purpose === 'reset').length;

async function verifiedPerson(tag: string) {
  const who = await registeredPerson(app, tag);
  const token = await loginToken(app, who.email, who.password);
  const asked = await askVerification(token);
  const done = await verify(token, asked.body.challengeId, await latestCode(app, who.email));
  if (done.status !== 200) throw new Error(`email verification failed: ${done.status}`);
  return { ...who, token };
}

test('a new account starts with its email unproven; a code sent to it from the profile proves it', async () => {
  const who = await registeredPerson(app, 'prover');
  const token = await loginToken(app, who.email, who.password);
  expect(await me(token)).toMatchObject({ phoneVerified: true, emailVerified: false });

  const asked = await askVerification(token);
  expect(asked.status).toBe(200);
  expect(asked.body).toMatchObject({ otpRequired: true, purpose: 'email-verify', sentTo: 'pr•••••••••@example.com', resendIn: 60 });
  const code = await latestCode(app, who.email);
  // Only the session that asked can confirm it: not anonymously, not another account.
  expect((await verify(undefined, asked.body.challengeId, code)).status).toBe(422);
  expect((await verify(await loginToken(app), asked.body.challengeId, code)).status).toBe(422);
  expect((await verify(token, asked.body.challengeId, '000000')).status).toBe(422);
  expect((await me(token)).emailVerified).toBe(false);

  const done = await verify(token, asked.body.challengeId, code);
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ purpose: 'email-verify', user: { email: who.email, emailVerified: true } });
  expect((await me(token)).emailVerified).toBe(true);
  // The code is single use.
  expect((await verify(token, asked.body.challengeId, code)).status).toBe(422);
});

test('asking again once verified is refused with a translated message; anonymous callers get 401', async () => {
  const who = await verifiedPerson('twice');
  const en = await askVerification(who.token);
  expect(en.status).toBe(409);
  expect(en.body.message).toBe('Your email address is already verified.');
  const ar = await askVerification(who.token, 'ar');
  expect(ar.body.message).toBe('بريدك الإلكتروني موثّق بالفعل.');
  expect((await call(app, { method: 'POST', url: '/api/profile/email-verification' })).status).toBe(401);
});

test('a new request ends the previous one: its code stops working', async () => {
  const who = await registeredPerson(app, 'again');
  const token = await loginToken(app, who.email, who.password);
  const first = await askVerification(token);
  const firstCode = await latestCode(app, who.email);
  const second = await askVerification(token);
  expect(second.status).toBe(200);
  expect((await verify(token, first.body.challengeId, firstCode)).status).toBe(422);
  expect((await verify(token, second.body.challengeId, await latestCode(app, who.email))).status).toBe(200);
});

test('reset codes go to the email only once it is verified, otherwise to the phone; the answer never says which', async () => {
  const unproven = await registeredPerson(app, 'unproven');
  const proven = await verifiedPerson('proven');
  const answers = [
    await forgot(unproven.email),
    await forgot(proven.email),
    await forgot('nobody-here@example.com'),
    await forgot(unproven.phone),
    await forgot('+966501777777'),
  ];
  for (const answer of answers) expect(answer.status).toBe(200);
  const shape = (body: Record<string, unknown>) => ({ ...body, challengeId: typeof body.challengeId });
  for (const answer of answers) expect(shape(answer.body)).toEqual(shape(answers[0]!.body));
  expect(answers[0]!.body).toMatchObject({ otpRequired: true, purpose: 'reset', sentTo: '', resendIn: 60, expiresIn: 600 });

  // The unproven email got nothing; its code went to the phone (twice: typed email, typed phone).
  expect(await resetsTo(unproven.email)).toBe(0);
  expect(await resetsTo(unproven.phone)).toBe(2);
  expect(await resetsTo(proven.email)).toBe(1);
  expect(await resetsTo(proven.phone)).toBe(0);

});

test('a reset asked for by an unverified email is finished with the code the phone received', async () => {
  const who = await registeredPerson(app, 'resetter');
  const asked = await forgot(who.email);
  const checked = await call(app, { method: 'POST', url: '/api/auth/password/verify', payload: { challengeId: asked.body.challengeId, code: await latestCode(app, who.phone) } });
  expect(checked.status).toBe(200);
  const reset = await call(app, { method: 'POST', url: '/api/auth/password/reset', payload: { resetToken: checked.body.resetToken, password: 'Fresh-Start-42', passwordConfirmation: 'Fresh-Start-42' } });
  expect(reset.status).toBe(200);
  expect((await loginToken(app, who.email, 'Fresh-Start-42')).length).toBeGreaterThan(10);
});

test('two-factor codes go to the phone even when the email is verified', async () => {
  const who = await verifiedPerson('second');
  const toggle = await call(app, { method: 'POST', url: '/api/profile/two-factor', token: who.token, payload: { enabled: true }, remoteAddress: freshIp() });
  expect(toggle.body).toMatchObject({ purpose: 'two-factor-toggle', sentTo: expect.stringMatching(/^\+966/) });
  expect((await verify(who.token, toggle.body.challengeId, await latestCode(app, who.phone))).status).toBe(200);
  const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: who.email, password: who.password }, remoteAddress: freshIp() });
  expect(login.body).toMatchObject({ otpRequired: true, purpose: 'login', sentTo: expect.stringMatching(/^\+966/) });
  expect((await messagesTo(who.email)).filter((m) => m.purpose === 'login')).toHaveLength(0);
});

test('verification sends have a budget of their own: 5 an hour, and resets of the same email are not spent by them', async () => {
  const who = await registeredPerson(app, 'budget');
  const token = await loginToken(app, who.email, who.password);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await askVerification(token)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // Forgot-password by this email is counted on its own (its code goes to the phone: the email is unproven).
  expect((await forgot(who.email)).status).toBe(200);
  expect(await resetsTo(who.phone)).toBe(1);
});

test('reset requests by email are counted on the typed email, known or not, wherever the code goes', async () => {
  const who = await registeredPerson(app, 'spent');
  const typed = async (identifier: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot(identifier)).status);
    return statuses;
  };
  expect(await typed(who.email)).toEqual([200, 200, 200, 200, 200, 429]);
  expect(await typed('no-such-person@example.com')).toEqual([200, 200, 200, 200, 200, 429]);
  // The phone's own budget is untouched, so the owner can still ask by phone.
  expect((await forgot(who.phone)).status).toBe(200);
});

test('a new email confirmed by a contact change is verified; a pending verification of the old one stops working', async () => {
  const who = await registeredPerson(app, 'switch');
  const token = await loginToken(app, who.email, who.password);
  const pending = await askVerification(token);
  const oldCode = await latestCode(app, who.email);
  const asked = await call(app, { method: 'PATCH', url: '/api/profile', token, payload: { email: 'switched@example.com', currentPassword: who.password }, remoteAddress: freshIp() });
  expect(asked.body).toMatchObject({ purpose: 'contact-change' });
  // Until the change is confirmed, the old address keeps its (unverified) state.
  expect(await me(token)).toMatchObject({ email: who.email, emailVerified: false });
  const done = await verify(token, asked.body.challengeId, await latestCode(app, 'switched@example.com'));
  expect(done.body.user).toMatchObject({ email: 'switched@example.com', emailVerified: true });
  expect((await verify(token, pending.body.challengeId, oldCode)).status).toBe(422);
  // Resets now go to the new, verified email.
  expect((await forgot('switched@example.com')).status).toBe(200);
  expect(await resetsTo('switched@example.com')).toBe(1);
});

test('the seeded demo accounts have their email verified', async () => {
  const token = await loginToken(app, DEMO.email, DEMO.password);
  expect((await me(token)).emailVerified).toBe(true);
});

test('the migration leaves the email of existing accounts unverified', async () => {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.sql') && fs.readFileSync(path.join(dir, name), 'utf8').includes('"email_verified_at"'));
  expect(file).toBeDefined();
  const { db } = app.deps;
  // An account as it was before the column existed, then the migration itself.
  await db.execute(sql`alter table accounts drop column email_verified_at`);
  await db.execute(sql`insert into accounts (full_name, account_name, email, phone, country, gender, birth_date, user_type, accept_terms, password_hash)
    values ('Old Timer', 'oldtimer', 'old@example.com', '+966501666666', 'SA', 'male', '1980-01-01', 'individual', true, 'x')`);
  for (const statement of fs.readFileSync(path.join(dir, file!), 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
  const [old] = await db.select().from(accounts).where(and(eq(accounts.email, 'old@example.com')));
  expect(old?.emailVerifiedAt).toBeNull();
});
