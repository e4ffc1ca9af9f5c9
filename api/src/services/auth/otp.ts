import { randomUUID } from 'node:crypto';
import type { OtpChallenge, OtpPurpose } from '@site/shared/types';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { type OtpChallengeRow, otpChallenges } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../i18n/index.js';
import { HOUR, MINUTE } from '../../lib/clock.js';
import { Invalid, Limited } from '../../lib/errors.js';
import type { Deps } from '../deps.js';
import { hmac, newOtpCode, safeEqualHex } from '../security/crypto.js';
import { maskEmail, maskPhone } from '../accounts/phone.js';
import { recordEvent } from '../security/events.js';

/**
 * OTP policy (ASVS 5.0 §6.5–6.6); the resend countdown of 60 s matches common SMS practice.
 * Budgets are per contact *and purpose*, so password-reset requests cannot use up the codes a
 * contact needs to sign in, and they count unknown contacts exactly like known ones.
 */
export const OTP_POLICY = {
  ttlMs: 10 * MINUTE,
  maxAttemptsPerCode: 5,
  resendAfterMs: 60_000,
  /** A challenge can be resent for this long after it was opened; then the flow starts again. */
  maxChallengeAgeMs: 30 * MINUTE,
  sendsPerContactPerHour: 5,
  /**
   * Per client address, over every contact and purpose. Offices and carriers put many people
   * behind one address, so this only stops one address texting unbounded numbers (20 registrations
   * and their resends fit); each contact keeps its own 5.
   */
  sendsPerIpPerHour: 40,
  /** Below ASVS's ceiling of 100 failures; stops slow guessing spread over many challenges and IPs. */
  checksPerContactPerHour: 20,
} as const;

type D = Pick<Deps, 'db' | 'clock' | 'keys' | 'messages' | 'limits'>;

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
  /**
   * A second contact that gets a code of its own (registration: the email besides the phone).
   * Either code completes the challenge, and proves the contact it went to.
   */
  alternate?: { channel: 'email'; contact: string };
  /**
   * The contact whose send budget is charged, when it is not the one the code goes to: a reset asked
   * for by an unverified email is charged to that email, exactly as one for an unknown email would be.
   */
  budgetContact?: string;
}

const codeHash = (deps: D, challengeId: string, code: string) => hmac(deps.keys.otpHash, `${challengeId}:${code}`);
const alternateHash = (deps: D, challengeId: string, code: string) => hmac(deps.keys.otpHash, `${challengeId}:alternate:${code}`);

/** The second contact of a challenge and the hash of its code (see `IssueInput.alternate`). */
interface Alternate {
  channel: 'email';
  contact: string;
  codeHash: string;
}
const alternateOf = (row: Pick<OtpChallengeRow, 'payload'>): Alternate | null => (row.payload.alternate as Alternate | undefined) ?? null;

/** The contact a challenge's sends and checks are counted against (see `IssueInput.budgetContact`). */
const budgetOf = (row: Pick<OtpChallengeRow, 'contact' | 'payload'>) =>
  typeof row.payload.budgetContact === 'string' ? row.payload.budgetContact : row.contact;

const mask = (channel: 'sms' | 'email', contact: string) => (channel === 'sms' ? maskPhone(contact) : maskEmail(contact));

function toChallenge(deps: D, row: OtpChallengeRow): OtpChallenge {
  const now = deps.clock.now().getTime();
  return {
    otpRequired: true,
    challengeId: row.id,
    purpose: row.purpose,
    // A reset never says where its code went: an unverified email sends it to the phone, and showing
    // that would tell a stranger the account exists (and part of its phone number).
    sentTo: row.purpose === 'reset' ? '' : [row, alternateOf(row)].filter((c) => c !== null).map((c) => mask(c.channel, c.contact)).join(' · '),
    resendIn: Math.max(0, Math.ceil((row.lastSentAt.getTime() + OTP_POLICY.resendAfterMs - now) / 1000)),
    expiresIn: Math.max(0, Math.ceil((row.expiresAt.getTime() - now) / 1000)),
  };
}

/**
 * Counts one send to `contact` for `purpose` and one from `ip`, refusing past the hourly budgets.
 * Call it once per code sent: each call is counted.
 */
export async function reserveSend(deps: D, purpose: OtpPurpose, contact: string, ip: string): Promise<void> {
  const refuse = () => new Limited('otp.sendLimit', { retryAfterSeconds: HOUR / 1000 });
  if ((await deps.limits.hit(`otp-send:${purpose}:${contact}`, HOUR)).count > OTP_POLICY.sendsPerContactPerHour) throw refuse();
  if ((await deps.limits.hit(`otp-send-ip:${ip}`, HOUR)).count > OTP_POLICY.sendsPerIpPerHour) throw refuse();
}

/** Queues the code in the transaction that stored its hash. */
async function deliver(deps: D, tx: Db, to: { channel: 'sms' | 'email'; contact: string; accountId: string | null }, purpose: OtpPurpose, code: string, lang: Lang) {
  await deps.messages.outbox.enqueue(tx, {
    channel: to.channel,
    to: to.contact,
    lang,
    message: { template: 'otp', data: { code, minutes: OTP_POLICY.ttlMs / MINUTE, purpose } },
    kind: 'code',
    accountId: to.accountId,
    code,
    purpose,
  });
}

/** A code for the challenge's alternate contact, or nothing without one. */
function alternateCode(deps: D, id: string, alternate: IssueInput['alternate']) {
  if (!alternate) return null;
  const code = newOtpCode();
  return { code, stored: { ...alternate, codeHash: alternateHash(deps, id, code) } satisfies Alternate };
}

/** Opens a challenge and sends its code; the send must already be reserved (see `reserveSend`). */
export async function openChallenge(deps: D, input: IssueInput): Promise<OtpChallenge> {
  const id = randomUUID();
  const code = newOtpCode();
  const alternate = alternateCode(deps, id, input.alternate);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
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
        payload: { ...input.payload, ...(input.budgetContact ? { budgetContact: input.budgetContact } : {}), ...(alternate ? { alternate: alternate.stored } : {}) },
        ip: input.ip,
        createdAt: now,
      })
      .returning();
    if (input.deliver !== false) {
      await deliver(deps, tx, { channel: input.channel, contact: input.contact, accountId: input.accountId }, input.purpose, code, input.lang);
      if (alternate) await deliver(deps, tx, { ...alternate.stored, accountId: input.accountId }, input.purpose, alternate.code, input.lang);
    }
    return stored!;
  });
  await recordEvent(deps, 'otp_sent', { accountId: input.accountId, contact: input.contact, ip: input.ip });
  return toChallenge(deps, row);
}

export async function issueChallenge(deps: D, input: IssueInput): Promise<OtpChallenge> {
  await reserveSend(deps, input.purpose, input.budgetContact ?? input.contact, input.ip);
  return openChallenge(deps, input);
}

export async function findChallenge(deps: D, challengeId: string): Promise<OtpChallengeRow | undefined> {
  const [row] = await deps.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId)).limit(1);
  return row;
}

async function loadOpen(deps: D, challengeId: string): Promise<OtpChallengeRow> {
  const row = await findChallenge(deps, challengeId);
  if (!row || row.consumedAt) throw new Invalid('otp.invalid', ['otp.expired']);
  return row;
}

/** Ends an account's open challenges (after a password change or reset, a pending code must not work). */
export async function cancelOpenChallenges(deps: D, accountId: string, purpose?: OtpPurpose): Promise<void> {
  await deps.db
    .update(otpChallenges)
    .set({ consumedAt: deps.clock.now() })
    .where(and(eq(otpChallenges.accountId, accountId), isNull(otpChallenges.consumedAt), purpose ? eq(otpChallenges.purpose, purpose) : undefined));
}

/** New code for the same challenge (the old one stops working); optionally to a corrected contact. */
export async function resendChallenge(
  deps: D,
  challengeId: string,
  opts: { ip: string; lang: Lang; newContact?: string },
): Promise<OtpChallenge> {
  const row = await loadOpen(deps, challengeId);
  const now = deps.clock.now();
  if (now.getTime() - row.createdAt.getTime() > OTP_POLICY.maxChallengeAgeMs) throw new Invalid('otp.invalid', ['otp.startAgain']);
  const waitMs = row.lastSentAt.getTime() + OTP_POLICY.resendAfterMs - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new Limited({ key: 'otp.resendWait', params: { count: seconds } }, { retryAfterSeconds: seconds });
  }
  const contact = opts.newContact ?? row.contact;
  await reserveSend(deps, row.purpose, opts.newContact ?? budgetOf(row), opts.ip);
  const code = newOtpCode();
  const previous = alternateOf(row);
  const alternate = alternateCode(deps, row.id, previous ? { channel: previous.channel, contact: previous.contact } : undefined);
  const updated = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(otpChallenges)
      .set({
        contact,
        codeHash: codeHash(deps, row.id, code),
        failedAttempts: 0,
        sendCount: sql`${otpChallenges.sendCount} + 1`,
        lastSentAt: now,
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
        ...(alternate ? { payload: { ...row.payload, alternate: alternate.stored } } : {}),
      })
      .where(and(eq(otpChallenges.id, row.id), isNull(otpChallenges.consumedAt)))
      .returning();
    if (!changed) throw new Invalid('otp.invalid');
    if (row.accountId) {
      await deliver(deps, tx, { channel: changed.channel, contact, accountId: row.accountId }, row.purpose, code, opts.lang);
      if (alternate) await deliver(deps, tx, { ...alternate.stored, accountId: row.accountId }, row.purpose, alternate.code, opts.lang);
    }
    return changed;
  });
  await recordEvent(deps, 'otp_sent', { accountId: row.accountId, contact, ip: opts.ip });
  return toChallenge(deps, updated);
}

/**
 * Checks a code; on success the challenge is consumed (single use) and returned with the contact
 * the code proved (the alternate's, when its code was entered). Both limits are
 * taken before the comparison, each in one atomic statement, so parallel guesses count one by one:
 * the contact's hourly budget for this purpose, then one of the code's attempts.
 */
export async function verifyChallenge(
  deps: D,
  challengeId: string,
  code: string,
  opts: { ip: string; purposes?: OtpPurpose[] },
): Promise<OtpChallengeRow & { proved: string }> {
  const row = await loadOpen(deps, challengeId);
  if (opts.purposes && !opts.purposes.includes(row.purpose)) throw new Invalid('otp.invalid');
  const checks = await deps.limits.hit(`otp-check:${row.purpose}:${budgetOf(row)}`, HOUR);
  if (checks.count > OTP_POLICY.checksPerContactPerHour) throw new Limited('otp.accountLimit');
  if (row.expiresAt.getTime() <= deps.clock.now().getTime()) throw new Invalid('otp.invalid', ['otp.expired']);

  // failedAttempts counts attempts taken; the right code consumes the challenge, so it never grows past a success.
  const [taken] = await deps.db
    .update(otpChallenges)
    .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
    .where(and(eq(otpChallenges.id, row.id), isNull(otpChallenges.consumedAt), lt(otpChallenges.failedAttempts, OTP_POLICY.maxAttemptsPerCode)))
    .returning({ attempts: otpChallenges.failedAttempts });
  if (!taken) throw new Invalid('otp.invalid', ['otp.noAttemptsLeft']);

  const alternate = alternateOf(row);
  const byAlternate = alternate !== null && safeEqualHex(alternateHash(deps, row.id, code), alternate.codeHash);
  if (!byAlternate && !safeEqualHex(codeHash(deps, row.id, code), row.codeHash)) {
    await recordEvent(deps, 'otp_failed', { accountId: row.accountId, contact: row.contact, ip: opts.ip });
    const left = OTP_POLICY.maxAttemptsPerCode - taken.attempts;
    throw new Invalid('otp.invalid', [left > 0 ? { key: 'otp.attemptsLeft', params: { count: left } } : { key: 'otp.noAttemptsLeft' }]);
  }

  const [consumed] = await deps.db
    .update(otpChallenges)
    .set({ consumedAt: deps.clock.now() })
    .where(and(eq(otpChallenges.id, row.id), isNull(otpChallenges.consumedAt)))
    .returning();
  // A concurrent request used the code first.
  if (!consumed) throw new Invalid('otp.invalid');
  return { ...consumed, proved: byAlternate ? alternate.contact : consumed.contact };
}
