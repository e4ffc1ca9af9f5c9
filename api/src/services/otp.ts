import { randomUUID } from 'node:crypto';
import type { OtpChallenge, OtpPurpose } from '@site/shared/types';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type OtpChallengeRow, otpChallenges } from '../db/schema/index.js';
import { type Lang, t } from '../i18n/index.js';
import { HOUR, MINUTE } from '../lib/clock.js';
import { HttpError } from '../lib/http-error.js';
import type { Deps } from '../plugins/context.js';
import { hmac, newOtpCode, safeEqualHex } from './crypto.js';
import { maskEmail, maskPhone } from './phone.js';
import { countEvents, recordEvent } from './security-events.js';

/**
 * OTP policy (ASVS 5.0 §6.5–6.6). The spec leaves the resend countdown open; 60 s matches
 * common SMS practice. Limits are counted in the database so they hold across API instances.
 */
export const OTP_POLICY = {
  ttlMs: 10 * MINUTE,
  maxAttemptsPerCode: 5,
  resendAfterMs: 60_000,
  sendsPerContactPerHour: 5,
  sendsPerIpPerHour: 5,
  /** Below ASVS's ceiling of 100; stops slow guessing spread over many challenges and IPs. */
  failuresPerAccountPerHour: 20,
} as const;

type D = Pick<Deps, 'db' | 'clock' | 'env' | 'sender'>;

export interface IssueInput {
  accountId: string | null;
  purpose: OtpPurpose;
  channel: 'sms' | 'email';
  contact: string;
  ip: string;
  lang: Lang;
  payload?: Record<string, unknown>;
  /** False for look-alike challenges about unknown contacts (forgot password): nothing is sent. */
  deliver?: boolean;
}

const codeHash = (deps: D, challengeId: string, code: string) => hmac(deps.env.OTP_SECRET, `${challengeId}:${code}`);

const mask = (channel: 'sms' | 'email', contact: string) => (channel === 'sms' ? maskPhone(contact) : maskEmail(contact));

function toChallenge(deps: D, row: OtpChallengeRow): OtpChallenge {
  const now = deps.clock.now().getTime();
  return {
    otpRequired: true,
    challengeId: row.id,
    purpose: row.purpose,
    sentTo: mask(row.channel, row.contact),
    resendIn: Math.max(0, Math.ceil((row.lastSentAt.getTime() + OTP_POLICY.resendAfterMs - now) / 1000)),
    expiresIn: Math.max(0, Math.ceil((row.expiresAt.getTime() - now) / 1000)),
  };
}

export async function enforceSendLimits(deps: D, contact: string, ip: string): Promise<void> {
  const [byContact, byIp] = await Promise.all([
    countEvents(deps, 'otp_sent', 'contact', contact, HOUR),
    countEvents(deps, 'otp_sent', 'ip', ip, HOUR),
  ]);
  if (byContact >= OTP_POLICY.sendsPerContactPerHour || byIp >= OTP_POLICY.sendsPerIpPerHour) {
    throw new HttpError(429, 'otp.sendLimit', [], { 'retry-after': String(HOUR / 1000) });
  }
}

async function deliver(deps: D, row: Pick<OtpChallengeRow, 'channel' | 'contact' | 'purpose'>, code: string, lang: Lang) {
  const minutes = OTP_POLICY.ttlMs / MINUTE;
  await deps.sender.send({
    channel: row.channel,
    to: row.contact,
    subject: row.channel === 'email' ? t(lang, 'otp.emailSubject') : undefined,
    body: t(lang, 'otp.smsBody', { code, minutes }),
    code,
    purpose: row.purpose,
  });
}

export async function issueChallenge(deps: D, input: IssueInput): Promise<OtpChallenge> {
  await enforceSendLimits(deps, input.contact, input.ip);
  const id = randomUUID();
  const code = newOtpCode();
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(otpChallenges)
    .values({
      id,
      accountId: input.accountId,
      purpose: input.purpose,
      channel: input.channel,
      contact: input.contact,
      codeHash: codeHash(deps, id, code),
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
      payload: input.payload ?? {},
      ip: input.ip,
      createdAt: now,
    })
    .returning();
  await recordEvent(deps, 'otp_sent', { accountId: input.accountId, contact: input.contact, ip: input.ip });
  if (input.deliver !== false) await deliver(deps, row!, code, input.lang);
  return toChallenge(deps, row!);
}

async function loadOpen(deps: D, challengeId: string): Promise<OtpChallengeRow> {
  const [row] = await deps.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId)).limit(1);
  if (!row || row.consumedAt) throw new HttpError(422, 'otp.invalid', ['otp.expired']);
  return row;
}

export async function findChallenge(deps: D, challengeId: string): Promise<OtpChallengeRow | undefined> {
  const [row] = await deps.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId)).limit(1);
  return row;
}

/** New code for the same challenge (the old one stops working); optionally to a corrected contact. */
export async function resendChallenge(
  deps: D,
  challengeId: string,
  opts: { ip: string; lang: Lang; newContact?: string },
): Promise<OtpChallenge> {
  const row = await loadOpen(deps, challengeId);
  const now = deps.clock.now();
  const waitMs = row.lastSentAt.getTime() + OTP_POLICY.resendAfterMs - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(429, { key: 'otp.resendWait', params: { count: seconds } }, [], { 'retry-after': String(seconds) });
  }
  const contact = opts.newContact ?? row.contact;
  await enforceSendLimits(deps, contact, opts.ip);
  const code = newOtpCode();
  const [updated] = await deps.db
    .update(otpChallenges)
    .set({
      contact,
      codeHash: codeHash(deps, row.id, code),
      failedAttempts: 0,
      sendCount: sql`${otpChallenges.sendCount} + 1`,
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
    })
    .where(and(eq(otpChallenges.id, row.id), isNull(otpChallenges.consumedAt)))
    .returning();
  if (!updated) throw new HttpError(422, 'otp.invalid');
  await recordEvent(deps, 'otp_sent', { accountId: row.accountId, contact, ip: opts.ip });
  if (row.accountId) await deliver(deps, updated, code, opts.lang);
  return toChallenge(deps, updated);
}

/** Checks a code; on success the challenge is consumed (single use) and returned. */
export async function verifyChallenge(
  deps: D,
  challengeId: string,
  code: string,
  opts: { ip: string; purposes?: OtpPurpose[] },
): Promise<OtpChallengeRow> {
  const row = await loadOpen(deps, challengeId);
  if (opts.purposes && !opts.purposes.includes(row.purpose)) throw new HttpError(422, 'otp.invalid');

  if (row.accountId) {
    const failures = await countEvents(deps, 'otp_failed', 'accountId', row.accountId, HOUR);
    if (failures >= OTP_POLICY.failuresPerAccountPerHour) throw new HttpError(429, 'otp.accountLimit');
  }
  if (row.failedAttempts >= OTP_POLICY.maxAttemptsPerCode) throw new HttpError(422, 'otp.invalid', ['otp.noAttemptsLeft']);
  if (row.expiresAt.getTime() <= deps.clock.now().getTime()) throw new HttpError(422, 'otp.invalid', ['otp.expired']);

  if (!safeEqualHex(codeHash(deps, row.id, code), row.codeHash)) {
    const [after] = await deps.db
      .update(otpChallenges)
      .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
      .where(eq(otpChallenges.id, row.id))
      .returning({ failedAttempts: otpChallenges.failedAttempts });
    await recordEvent(deps, 'otp_failed', { accountId: row.accountId, contact: row.contact, ip: opts.ip });
    const left = OTP_POLICY.maxAttemptsPerCode - (after?.failedAttempts ?? OTP_POLICY.maxAttemptsPerCode);
    throw new HttpError(422, 'otp.invalid', [left > 0 ? { key: 'otp.attemptsLeft', params: { count: left } } : { key: 'otp.noAttemptsLeft' }]);
  }

  const [consumed] = await deps.db
    .update(otpChallenges)
    .set({ consumedAt: deps.clock.now() })
    .where(and(eq(otpChallenges.id, row.id), isNull(otpChallenges.consumedAt)))
    .returning();
  // A concurrent request used the code first.
  if (!consumed) throw new HttpError(422, 'otp.invalid');
  return consumed;
}
