import { FakeClock, MINUTE } from '../../../src/lib/clock.js';
import { OTP_POLICY } from '../../../src/services/auth/otp.js';
import { appForFile, call, freshIp, latestCode, newPerson } from '../../helper.js';

const clock = new FakeClock();
const app = appForFile({ clock });

const person = () => newPerson('layla');
/** Another valid number, free for the given person's tests. */
const otherPhone = (phone: string, prefix: string) => phone.replace(/^\+9665019/, prefix);

const register = (payload: object, ip = freshIp(), lang?: string) =>
  call(app, { method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip, lang });
const verify = (challengeId: string, code: string, ip = freshIp()) =>
  call(app, { method: 'POST', url: '/api/auth/otp/verify', payload: { challengeId, code }, remoteAddress: ip });
const resend = (payload: object, ip = freshIp()) => call(app, { method: 'POST', url: '/api/auth/otp/resend', payload, remoteAddress: ip });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('register -> OTP to the phone -> verify -> login', async () => {
  const p = person();
  const reg = await register(p);
  expect(reg.status).toBe(201);
  expect(reg.body).toMatchObject({ otpRequired: true, purpose: 'register', resendIn: 60, expiresIn: 600 });
  // The phone and the email each get a code of their own.
  expect(reg.body.sentTo).toMatch(/^\+9665.*•+.*\d{3} · la•+@example\.com$/);
  const code = await latestCode(app, p.phone);
  expect(code).toMatch(/^\d{6}$/);

  const ok = await verify(reg.body.challengeId as string, code);
  expect(ok.status).toBe(200);
  expect(ok.body).toEqual({ purpose: 'register', verified: true });

  const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: p.email, password: p.password } });
  expect(login.status).toBe(200);
  expect((login.body.user as { phoneVerified: boolean; userType: string }).phoneVerified).toBe(true);
});

test('the code sent to the email finishes registration too, and proves the email instead of the phone', async () => {
  const p = person();
  const reg = await register(p, freshIp(), 'ar');
  const phoneCode = await latestCode(app, p.phone);
  const emailCode = await latestCode(app, p.email);
  expect(emailCode).not.toBe(phoneCode);
  expect((await verify(reg.body.challengeId as string, emailCode)).body).toEqual({ purpose: 'register', verified: true });
  // Single use: the phone's code of the same challenge no longer works.
  expect((await verify(reg.body.challengeId as string, phoneCode)).status).toBe(422);
  // The phone is then proven at the first login, by a code sent to it.
  const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: p.email, password: p.password }, remoteAddress: freshIp() });
  expect(login.body).toMatchObject({ otpRequired: true, purpose: 'login' });
  const signedIn = await verify(login.body.challengeId as string, await latestCode(app, p.phone));
  expect(signedIn.body.user).toMatchObject({ emailVerified: true, phoneVerified: true });
});

test('the form validation messages, in Arabic too', async () => {
  const bad = { ...person(), fullName: ' ', email: 'nope', phone: '12', password: 'short', passwordConfirmation: 'other', acceptTerms: false };
  const en = await register(bad);
  expect(en.status).toBe(422);
  expect(en.body.errors).toEqual(
    expect.arrayContaining([
      'Name is required.',
      'Please enter a valid email.',
      'Phone number must be between 9 and 15 digits.',
      'Password must be at least 8 characters.',
      'You must accept terms and conditions.',
    ]),
  );
  const mismatch = await register({ ...person(), passwordConfirmation: 'different-1' });
  expect(mismatch.body.errors).toEqual(['Passwords do not match']);
  const ar = await register(bad, freshIp(), 'ar');
  expect(ar.body.errors).toContain('الاسم مطلوب.');
  expect(ar.body.message).toBe('البيانات المدخلة غير صالحة.');
});

test('an invalid number of the right length is rejected', async () => {
  const r = await register({ ...person(), phone: '+966 1 000 0000' });
  expect(r.status).toBe(422);
  expect(r.body.errors).toEqual(['Please enter a valid phone number.']);
});

test('email and phone must be unique', async () => {
  const p = person();
  expect((await register(p)).status).toBe(201);
  const again = await register({ ...person(), email: p.email.toUpperCase(), phone: p.phone });
  expect(again.status).toBe(422);
  expect(again.body.errors).toEqual(['Email is already taken', 'Phone number is already taken']);
});

test('codes are single use', async () => {
  const p = person();
  const reg = await register(p);
  const code = await latestCode(app, p.phone);
  expect((await verify(reg.body.challengeId as string, code)).status).toBe(200);
  const replay = await verify(reg.body.challengeId as string, code);
  expect(replay.status).toBe(422);
  expect(replay.body.message).toBe('Invalid OTP.');
});

test('codes expire after 10 minutes', async () => {
  const p = person();
  const reg = await register(p);
  const code = await latestCode(app, p.phone);
  clock.advance(10 * MINUTE + 1000);
  const late = await verify(reg.body.challengeId as string, code);
  expect(late.status).toBe(422);
  expect(late.body).toEqual({ message: 'Invalid OTP.', errors: ['The code has expired. Please request a new code.'] });
});

test('5 wrong tries burn the code, with tries left in each answer', async () => {
  const p = person();
  const reg = await register(p);
  const id = reg.body.challengeId as string;
  const code = await latestCode(app, p.phone);
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push(await verify(id, wrong(code)));
  expect(answers.map((a) => a.body.errors?.[0])).toEqual([
    'You have 4 attempts left.',
    'You have 3 attempts left.',
    'You have 2 attempts left.',
    'You have 1 attempt left.',
    'Too many wrong codes. Please request a new code.',
  ]);
  expect(answers.every((a) => a.status === 422 && a.body.message === 'Invalid OTP.')).toBe(true);
  // the right code no longer works
  expect((await verify(id, code)).status).toBe(422);
  // after the countdown a resend gives a fresh code with fresh tries
  clock.advance(61_000);
  expect((await resend({ challengeId: id })).status).toBe(200);
  expect((await verify(id, await latestCode(app, p.phone))).status).toBe(200);
});

test('resend: 60 s countdown, old code invalidated, contact can be corrected', async () => {
  const p = person();
  const reg = await register(p);
  const id = reg.body.challengeId as string;
  const first = await latestCode(app, p.phone);
  const early = await resend({ challengeId: id }, freshIp());
  expect(early.status).toBe(429);
  expect(early.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);

  clock.advance(60_000);
  const newPhone = otherPhone(p.phone, '+9665013');
  const moved = await resend({ challengeId: id, phone: newPhone });
  expect(moved.status).toBe(200);
  expect(moved.body.resendIn).toBe(60);
  const second = await latestCode(app, newPhone);
  if (second !== first) expect((await verify(id, first)).status).toBe(422);
  expect((await verify(id, second)).status).toBe(200);
  const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: newPhone, password: p.password } });
  expect(login.status).toBe(200);
});

test('at most 5 codes per contact and purpose per hour; other purposes keep their own budget', async () => {
  const p = person();
  const reg = await register(p);
  const id = reg.body.challengeId as string;
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    clock.advance(61_000);
    statuses.push((await resend({ challengeId: id })).status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429]);
  // Signing in sends a code of another purpose to the same phone: its own budget.
  const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: p.phone, password: p.password }, remoteAddress: freshIp() });
  expect(login.body).toMatchObject({ otpRequired: true, purpose: 'login' });
});

test('a challenge is resent for 30 minutes at most, then the flow starts again', async () => {
  const p = person();
  const reg = await register(p);
  clock.advance(29 * MINUTE);
  expect((await resend({ challengeId: reg.body.challengeId })).status).toBe(200);
  clock.advance(2 * MINUTE);
  const late = await resend({ challengeId: reg.body.challengeId }, freshIp());
  expect(late.status).toBe(422);
  expect(late.body.errors).toEqual(['This verification has gone on too long. Please start again.']);
});

test('a phone proven by a login code cannot be moved by the registration challenge', async () => {
  const p = person();
  const reg = await register(p);
  clock.advance(61_000);
  const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: p.phone, password: p.password }, remoteAddress: freshIp() });
  expect((await verify(login.body.challengeId as string, await latestCode(app, p.phone))).status).toBe(200);
  clock.advance(61_000);
  const moved = await resend({ challengeId: reg.body.challengeId, phone: otherPhone(p.phone, '+9665014') });
  expect(moved.status).toBe(422);
  expect(moved.body.message).toBe('The contact can only be changed while verifying a new registration.');
  // and the old registration challenge itself is closed
  expect((await resend({ challengeId: reg.body.challengeId })).status).toBe(422);
});

test(`at most ${OTP_POLICY.sendsPerIpPerHour} codes per IP per hour`, async () => {
  const ip = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i <= OTP_POLICY.sendsPerIpPerHour; i += 1) statuses.push((await register(person(), ip)).status);
  expect(statuses).toEqual([...Array<number>(OTP_POLICY.sendsPerIpPerHour).fill(201), 429]);
});

test('login before the phone is verified answers with a login OTP challenge', async () => {
  const p = person();
  await register(p);
  clock.advance(61_000);
  const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: p.phone, password: p.password } });
  expect(login.status).toBe(200);
  expect(login.body).toMatchObject({ otpRequired: true, purpose: 'login' });
  const grant = await verify(login.body.challengeId as string, await latestCode(app, p.phone));
  expect(grant.status).toBe(200);
  expect(typeof grant.body.token).toBe('string');
  expect((grant.body.user as { phoneVerified: boolean }).phoneVerified).toBe(true);
});
