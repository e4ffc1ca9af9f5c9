import type { OtpChallenge } from '@site/shared/types';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema/index.js';
import { MINUTE } from '../../lib/clock.js';
import { Invalid, invalid } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { Deps } from '../deps.js';
import type { AccountRow } from '../../db/schema/index.js';
import { type Identifier, findAccountByIdentifier, parseIdentifier, updateAccount } from '../accounts/repository.js';
import { newToken, padTo, sha256 } from '../security/crypto.js';
import { passwordKey } from './login.js';
import { cancelOpenChallenges, issueChallenge, verifyChallenge } from './otp.js';
import { hashPassword } from '../security/password.js';
import { assertPasswordNotCommon } from '../security/password-policy.js';
import { revokeOtherSessions } from '../identity/sessions.js';

export const RESET_TOKEN_TTL_MS = 15 * MINUTE;
/** Forgot-password answers never come faster than this, whether or not the account exists. */
export const FORGOT_MIN_MS = 250;

/**
 * Where an account's reset code goes: to the email only once the owner has proven it, otherwise to
 * the phone registration proved. A typed phone is the phone.
 */
export function resetDestination(account: AccountRow, typed: Identifier): Identifier {
  if (typed.channel === 'email' && !account.emailVerifiedAt) return { channel: 'sms', contact: account.phone };
  return typed;
}

export async function forgotPassword(deps: Deps, rawIdentifier: string, meta: RequestMeta): Promise<OtpChallenge> {
  const started = performance.now();
  const identifier = parseIdentifier(rawIdentifier);
  if (!identifier) throw invalid('validation.identifierInvalid');
  const account = await findAccountByIdentifier(deps.db, identifier);
  try {
    // Unknown contacts get a look-alike challenge (nothing sent), so the answer is identical; the send
    // budget is always the typed contact's, wherever the code goes.
    const to = account ? resetDestination(account, identifier) : identifier;
    return await issueChallenge(deps, {
      accountId: account?.id ?? null,
      purpose: 'reset',
      channel: to.channel,
      contact: to.contact,
      budgetContact: identifier.contact,
      ip: meta.ip,
      lang: meta.lang,
      deliver: Boolean(account),
    });
  } finally {
    // Refusals (send budget spent) are padded too.
    await padTo(started, FORGOT_MIN_MS);
  }
}

export async function verifyResetCode(deps: Deps, challengeId: string, code: string, meta: RequestMeta) {
  const challenge = await verifyChallenge(deps, challengeId, code, { ip: meta.ip, purposes: ['reset'] });
  if (!challenge.accountId) throw new Invalid('otp.invalid');
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

export async function resetPassword(deps: Deps, resetToken: string, password: string): Promise<void> {
  // Before the token is used, so a refused password leaves the reset open for another try.
  await assertPasswordNotCommon(password);
  const now = deps.clock.now();
  const [used] = await deps.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, sha256(resetToken)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning();
  if (!used) throw new Invalid('auth.resetTokenInvalid');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, used.accountId, { passwordHash, lastPasswordChangeAt: now }, now);
    await deps.messages.security.passwordChanged(tx, used.accountId, now);
  });
  // The code proved the owner: the new password works at once.
  await deps.limits.reset(passwordKey({ id: used.accountId }));
  // Whoever knew the old password must not keep a session or a pending code.
  await revokeOtherSessions(deps, used.accountId);
  await cancelOpenChallenges(deps, used.accountId);
}
