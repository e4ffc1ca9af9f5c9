import type { LoginResponse, OtpChallenge, SessionGrant } from '@site/shared/types';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type AccountRow, accounts, passwordResetTokens } from '../db/schema/index.js';
import type { Lang } from '../i18n/index.js';
import { MINUTE } from '../lib/clock.js';
import { HttpError, invalid } from '../lib/http-error.js';
import type { Deps } from '../plugins/context.js';
import type { RegisterInput } from '../schemas/auth.js';
import {
  findAccountByAccountName,
  findAccountByEmail,
  findAccountById,
  findAccountByIdentifier,
  findAccountByPhone,
  isUniqueViolation,
  parseIdentifier,
  toAccount,
} from './accounts.js';
import { newToken, padTo, sha256 } from './crypto.js';
import { enforceSendLimits, issueChallenge, verifyChallenge } from './otp.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { recordEvent } from './security-events.js';
import { createSession, revokeOtherSessions } from './sessions.js';

/** 5 consecutive failures lock the account for 15 minutes (on top of 10 logins/min per IP). */
export const LOGIN_POLICY = { maxConsecutiveFailures: 5, lockMs: 15 * MINUTE } as const;
export const RESET_TOKEN_TTL_MS = 15 * MINUTE;
/** Forgot-password answers never come faster than this, whether or not the account exists. */
export const FORGOT_MIN_MS = 250;

export interface RequestMeta {
  ip: string;
  lang: Lang;
  userAgent?: string;
}

type D = Deps;

export async function grantSession(deps: D, account: AccountRow, meta: RequestMeta): Promise<SessionGrant> {
  const { token } = await createSession(deps, account.id, { ip: meta.ip, userAgent: meta.userAgent });
  const fresh = (await findAccountById(deps.db, account.id)) ?? account;
  return { token, user: toAccount(fresh) };
}

/** 422 listing every unique field already used by another account. */
export async function assertUnique(
  deps: D,
  fields: { email?: string; phone?: string; accountName?: string },
  exceptId?: string,
): Promise<void> {
  const taken: string[] = [];
  const other = (row: AccountRow | undefined) => row && row.id !== exceptId;
  if (fields.email && other(await findAccountByEmail(deps.db, fields.email))) taken.push('email');
  if (fields.phone && other(await findAccountByPhone(deps.db, fields.phone))) taken.push('phone');
  if (fields.accountName && other(await findAccountByAccountName(deps.db, fields.accountName))) taken.push('accountName');
  if (taken.length) throw invalid(...taken.map((field) => ({ key: 'validation.taken', params: { field } })));
}

async function freeAccountName(deps: D, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 40) || 'user';
  for (let i = 0; i < 5; i += 1) {
    const candidate = i === 0 && base.length >= 3 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await findAccountByAccountName(deps.db, candidate))) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

export async function register(deps: D, input: RegisterInput, meta: RequestMeta): Promise<OtpChallenge> {
  await assertUnique(deps, { email: input.email, phone: input.phone, accountName: input.accountName });
  // Refuse before creating anything: an account whose code could not be sent would block
  // its owner from registering again.
  await enforceSendLimits(deps, input.phone, meta.ip);
  const passwordHash = await hashPassword(input.password);
  let row: AccountRow | undefined;
  try {
    [row] = await deps.db
      .insert(accounts)
      .values({
        fullName: input.fullName,
        accountName: input.accountName ?? (await freeAccountName(deps, input.email)),
        email: input.email,
        phone: input.phone,
        country: input.country ?? 'SA',
        area: input.area,
        gender: input.gender,
        birthDate: input.birthDate,
        userType: input.userType,
        acceptTerms: true,
        passwordHash,
        lastPasswordChangeAt: deps.clock.now(),
      })
      .returning();
  } catch (error) {
    // Two registrations raced past the check above.
    if (isUniqueViolation(error)) await assertUnique(deps, { email: input.email, phone: input.phone, accountName: input.accountName });
    throw error;
  }
  return issueChallenge(deps, {
    accountId: row!.id,
    purpose: 'register',
    channel: 'sms',
    contact: row!.phone,
    ip: meta.ip,
    lang: meta.lang,
  });
}

function lockedError(until: Date, now: Date): HttpError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
  return new HttpError(429, { key: 'auth.accountLocked', params: { count: minutes } }, [], {
    'retry-after': String(Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
}

export async function login(deps: D, body: { identifier: string; password: string }, meta: RequestMeta): Promise<LoginResponse> {
  const identifier = parseIdentifier(body.identifier);
  const account = identifier ? await findAccountByIdentifier(deps.db, identifier) : undefined;
  const now = deps.clock.now();
  if (!account) {
    await burnPasswordCheck(body.password);
    await recordEvent(deps, 'login_failed', { contact: identifier?.contact ?? null, ip: meta.ip });
    throw new HttpError(422, 'auth.invalidCredentials');
  }
  if (account.lockedUntil && account.lockedUntil > now) throw lockedError(account.lockedUntil, now);

  if (!(await verifyPassword(account.passwordHash, body.password))) {
    const failures = account.failedLoginCount + 1;
    const lock = failures >= LOGIN_POLICY.maxConsecutiveFailures;
    const lockedUntil = lock ? new Date(now.getTime() + LOGIN_POLICY.lockMs) : null;
    await deps.db
      .update(accounts)
      .set({ failedLoginCount: lock ? 0 : failures, lockedUntil })
      .where(eq(accounts.id, account.id));
    await recordEvent(deps, 'login_failed', { accountId: account.id, contact: identifier?.contact, ip: meta.ip });
    if (lockedUntil) throw lockedError(lockedUntil, now);
    throw new HttpError(422, 'auth.invalidCredentials');
  }

  if (account.failedLoginCount > 0 || account.lockedUntil) {
    await deps.db.update(accounts).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(accounts.id, account.id));
  }
  // Second factor (or first proof of the phone): the code goes to the account's phone.
  if (account.twoFactorEnabled || !account.phoneVerified) {
    return issueChallenge(deps, {
      accountId: account.id,
      purpose: 'login',
      channel: 'sms',
      contact: account.phone,
      ip: meta.ip,
      lang: meta.lang,
    });
  }
  return grantSession(deps, account, meta);
}

export async function forgotPassword(deps: D, rawIdentifier: string, meta: RequestMeta): Promise<OtpChallenge> {
  const started = performance.now();
  const identifier = parseIdentifier(rawIdentifier);
  if (!identifier) throw invalid('validation.identifierInvalid');
  const account = await findAccountByIdentifier(deps.db, identifier);
  // Unknown contacts get a look-alike challenge (nothing sent), so the answer is identical.
  const challenge = await issueChallenge(deps, {
    accountId: account?.id ?? null,
    purpose: 'reset',
    channel: identifier.channel,
    contact: identifier.contact,
    ip: meta.ip,
    lang: meta.lang,
    deliver: Boolean(account),
  });
  await padTo(started, FORGOT_MIN_MS);
  return challenge;
}

export async function verifyResetCode(deps: D, challengeId: string, code: string, meta: RequestMeta) {
  const challenge = await verifyChallenge(deps, challengeId, code, { ip: meta.ip, purposes: ['reset'] });
  if (!challenge.accountId) throw new HttpError(422, 'otp.invalid');
  const resetToken = newToken();
  const now = deps.clock.now();
  await deps.db.insert(passwordResetTokens).values({
    accountId: challenge.accountId,
    tokenHash: sha256(resetToken),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  return { resetToken };
}

export async function resetPassword(deps: D, resetToken: string, password: string): Promise<void> {
  const now = deps.clock.now();
  const [used] = await deps.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(resetToken)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!used) throw new HttpError(422, 'auth.resetTokenInvalid');
  const passwordHash = await hashPassword(password);
  await deps.db
    .update(accounts)
    .set({ passwordHash, lastPasswordChangeAt: now, failedLoginCount: 0, lockedUntil: null, updatedAt: now })
    .where(eq(accounts.id, used.accountId));
  // Whoever knew the old password must not keep a session.
  await revokeOtherSessions(deps, used.accountId);
}
