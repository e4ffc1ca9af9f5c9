import type { LoginResponse, SessionGrant } from '@site/shared/types';
import type { AccountRow } from '../../db/schema/index.js';
import { HOUR, MINUTE } from '../../lib/clock.js';
import { Forbidden, Invalid, Limited } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { Deps } from '../deps.js';
import { findAccountById, findAccountByIdentifier, parseIdentifier, toAccount } from '../accounts/repository.js';
import type { BackoffPolicy } from '../limits/store.js';
import { issueChallenge } from './otp.js';
import { burnPasswordCheck, verifyPassword } from '../security/password.js';
import { recordEvent } from '../security/events.js';
import { createSession } from '../identity/sessions.js';

/**
 * Password checks per account (or per typed identifier when no account has it, so both answer
 * alike): 5 at once, then a growing wait after each: 1, 2, 4, 8, then 15 minutes. A success ends
 * the wait; an hour without attempts forgets it. Waits rather than a lock, so a victim is never
 * locked out for long, and every password check (login, change password) counts.
 */
export const LOGIN_BACKOFF: BackoffPolicy = { free: 5, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR };

/** The back-off key of an account's password, or of an identifier no account has. */
export const passwordKey = (account: { id: string } | undefined, identifier = '') =>
  account ? `password:account:${account.id}` : `password:unknown:${identifier}`;

/** Admits one password check (counted before it runs, in one atomic step) or answers 429 with the wait. */
export async function admitPasswordCheck(deps: Pick<Deps, 'limits'>, key: string): Promise<void> {
  const gate = await deps.limits.admit(key, LOGIN_BACKOFF);
  if (gate.admitted) return;
  throw new Limited({ key: 'auth.accountLocked', params: { count: Math.max(1, Math.ceil(gate.retryAfterMs / MINUTE)) } }, {
    retryAfterSeconds: Math.ceil(gate.retryAfterMs / 1000),
  });
}

/**
 * The current password proves the person at the keyboard owns the account. Its checks share the
 * login back-off, so a stolen session cannot be used to guess the password faster than login could.
 */
export async function confirmCurrentPassword(deps: Deps, account: AccountRow, password: string, failureKey: string): Promise<void> {
  const key = passwordKey(account);
  await admitPasswordCheck(deps, key);
  if (!(await verifyPassword(account.passwordHash, password))) throw new Invalid(failureKey, ['auth.currentPasswordIncorrect']);
  await deps.limits.reset(key);
}

/** Staff deactivated or locked the account: the right password still opens nothing. */
export function assertActive(account: Pick<AccountRow, 'deactivatedAt' | 'lockedAt'>): void {
  if (account.deactivatedAt || account.lockedAt) throw new Forbidden('people.accountDisabled');
}

export async function grantSession(deps: Deps, account: AccountRow, meta: RequestMeta): Promise<SessionGrant> {
  assertActive(account);
  const { token, session } = await createSession(deps, account.id, { ip: meta.ip, userAgent: meta.userAgent });
  await deps.messages.security.signedIn(deps.db, { accountId: account.id, device: session.device, ip: meta.ip, at: session.createdAt });
  const fresh = (await findAccountById(deps.db, account.id)) ?? account;
  return { token, user: toAccount(fresh) };
}

export async function login(deps: Deps, body: { identifier: string; password: string }, meta: RequestMeta): Promise<LoginResponse> {
  const identifier = parseIdentifier(body.identifier);
  const account = identifier ? await findAccountByIdentifier(deps.db, identifier) : undefined;
  const key = passwordKey(account, identifier?.contact ?? body.identifier.trim().toLowerCase());
  await admitPasswordCheck(deps, key);
  const matches = account ? await verifyPassword(account.passwordHash, body.password) : await burnPasswordCheck(body.password);
  if (!account || !matches) {
    await recordEvent(deps, 'login_failed', { accountId: account?.id ?? null, contact: identifier?.contact ?? null, ip: meta.ip });
    throw new Invalid('auth.invalidCredentials');
  }
  await deps.limits.reset(key);
  assertActive(account);
  // Second factor (or first proof of the phone): the code goes to the account's phone.
  if (account.twoFactorEnabled || !account.phoneVerified) {
    return issueChallenge(deps, { accountId: account.id, purpose: 'login', channel: 'sms', contact: account.phone, ip: meta.ip, lang: meta.lang });
  }
  return grantSession(deps, account, meta);
}
