import { and, count, eq } from 'drizzle-orm';
import { otpChallenges, outbox, securityEvents } from '../../src/db/schema/index.js';
import { FakeClock } from '../../src/lib/clock.js';
import { OTP_POLICY } from '../../src/services/auth/otp.js';
import { appForFile, call, freshIp, registeredPerson } from '../helper.js';

/*
 * Bursts of 100 parallel requests, each from its own address (as from a botnet, so the per-address
 * limits do not hide anything): the per-account and per-contact limits must hold exactly.
 */
const clock = new FakeClock();
const app = appForFile({ clock });
const BURST = 100;

const burst = (send: (i: number) => ReturnType<typeof call>) => Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

test('100 parallel code requests to one contact: exactly 5 codes are sent', async () => {
  const who = await registeredPerson(app);
  const sentBefore = (await app.deps.db.select({ n: count() }).from(outbox).where(eq(outbox.to, who.phone)))[0]!.n;
  const answers = await burst(() =>
    call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: who.phone }, remoteAddress: freshIp() }),
  );
  expect(tally(answers.map((a) => a.status))).toEqual({ 200: OTP_POLICY.sendsPerContactPerHour, 429: BURST - OTP_POLICY.sendsPerContactPerHour });
  const sent = (await app.deps.db.select({ n: count() }).from(outbox).where(eq(outbox.to, who.phone)))[0]!.n;
  expect(sent - sentBefore).toBe(OTP_POLICY.sendsPerContactPerHour);
});

test('100 parallel wrong codes on one challenge: exactly 5 are checked', async () => {
  const who = await registeredPerson(app);
  const forgot = await call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: who.phone }, remoteAddress: freshIp() });
  const challengeId = forgot.body.challengeId as string;
  const answers = await burst((i) =>
    call(app, { method: 'POST', url: '/api/auth/otp/verify', payload: { challengeId, code: String(i).padStart(6, '9') }, remoteAddress: freshIp() }),
  );
  const details = answers.map((a) => a.body.errors?.[0]);
  // Each attempt left is announced once: 4, 3, 2, 1; the fifth check burns the code.
  for (const left of ['You have 4 attempts left.', 'You have 3 attempts left.', 'You have 2 attempts left.', 'You have 1 attempt left.']) {
    expect(details.filter((d) => d === left)).toHaveLength(1);
  }
  expect(tally(answers.map((a) => a.status))).toEqual({ 422: OTP_POLICY.checksPerContactPerHour, 429: BURST - OTP_POLICY.checksPerContactPerHour });
  const [row] = await app.deps.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
  expect(row!.failedAttempts).toBe(OTP_POLICY.maxAttemptsPerCode);
  const failures = await app.deps.db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(eq(securityEvents.kind, 'otp_failed'), eq(securityEvents.contact, who.phone)));
  expect(failures[0]!.n).toBe(OTP_POLICY.maxAttemptsPerCode);
});

test('100 parallel wrong passwords: exactly 5 are checked, known and unknown accounts alike', async () => {
  const who = await registeredPerson(app);
  for (const identifier of [who.email, `nobody-${who.email}`]) {
    const answers = await burst(() =>
      call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier, password: 'Wrong-password-1' }, remoteAddress: freshIp() }),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 422: 5, 429: BURST - 5 });
    const checked = await app.deps.db
      .select({ n: count() })
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'login_failed'), eq(securityEvents.contact, identifier)));
    expect(checked[0]!.n).toBe(5);
  }
  // The right password is refused while the wait lasts.
  const right = await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: who.email, password: who.password }, remoteAddress: freshIp() });
  expect(right.status).toBe(429);
});
