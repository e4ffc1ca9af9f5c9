import { Invalid, invalid } from '../../lib/errors.js';
import type { AuthContext } from '../identity/index.js';
import type { Deps } from '../deps.js';
import { findAccountById, findAccountByPhone, updateAccount } from '../accounts/repository.js';
import { applyContactChange } from '../profile/contact-change.js';
import { confirmEmail } from './email-verification.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { grantSession } from './login.js';
import { verifyResetCode } from './password-reset.js';
import { cancelOpenChallenges, findChallenge, resendChallenge, verifyChallenge } from './otp.js';

/** Purposes that change a signed-in account: only the session that asked may confirm them. */
const SESSION_PURPOSES = new Set(['two-factor-toggle', 'contact-change', 'email-verify']);

/**
 * One verify step for every purpose. Answers:
 * register -> { purpose, verified }, login -> SessionGrant, reset -> { resetToken },
 * two-factor-toggle -> { purpose, twoFactorEnabled }, contact-change and email-verify -> { purpose, user }.
 */
export async function verifyAnyChallenge(
  deps: Deps,
  input: { challengeId: string; code: string; auth: AuthContext | null },
  meta: RequestMeta,
) {
  const { challengeId, code } = input;
  const pending = await findChallenge(deps, challengeId);
  if (pending?.purpose === 'reset') return verifyResetCode(deps, challengeId, code, meta);
  // A settings change must be confirmed from the session that asked for it.
  if (pending && SESSION_PURPOSES.has(pending.purpose) && pending.accountId !== input.auth?.account.id) {
    throw new Invalid('otp.invalid');
  }
  const challenge = await verifyChallenge(deps, challengeId, code, { ip: meta.ip });
  const account = challenge.accountId ? await findAccountById(deps.db, challenge.accountId) : undefined;
  if (!account) throw new Invalid('otp.invalid');
  const now = deps.clock.now();

  switch (challenge.purpose) {
    case 'register':
      // The code came by SMS (the phone is proven) or by email (the email is; the phone is then proven at the first login).
      await updateAccount(deps.db, account.id, challenge.proved === account.phone ? { phoneVerified: true } : { emailVerifiedAt: now }, now);
      return { purpose: 'register', verified: true };
    case 'login':
      // The code went to the account's phone, so the phone is proven as well, and the
      // registration's own challenge (whose resend could move the phone) is done with.
      if (!account.phoneVerified) {
        await updateAccount(deps.db, account.id, { phoneVerified: true }, now);
        await cancelOpenChallenges(deps, account.id, 'register');
      }
      return grantSession(deps, account, meta);
    case 'two-factor-toggle': {
      const enabled = challenge.payload.enabled === true;
      await updateAccount(deps.db, account.id, { twoFactorEnabled: enabled }, now);
      return { purpose: 'two-factor-toggle', twoFactorEnabled: enabled };
    }
    case 'contact-change':
      return { purpose: 'contact-change', user: await applyContactChange(deps, account.id, challenge) };
    case 'email-verify':
      return { purpose: 'email-verify', user: await confirmEmail(deps, account, challenge) };
    default:
      throw new Invalid('otp.invalid');
  }
}

/** A new code for the challenge; during registration the phone it goes to may be corrected. */
export async function resendWithCorrection(deps: Deps, input: { challengeId: string; phone?: string }, meta: RequestMeta) {
  const { challengeId, phone } = input;
  let newContact: string | undefined;
  let accountId: string | undefined;
  if (phone) {
    const challenge = await findChallenge(deps, challengeId);
    const account = challenge?.accountId ? await findAccountById(deps.db, challenge.accountId) : undefined;
    // Only while the registration is unproven: a verified phone never changes without a password.
    if (!challenge || challenge.purpose !== 'register' || !account || account.phoneVerified || challenge.consumedAt) {
      throw new Invalid('otp.contactChangeNotAllowed');
    }
    if (phone !== challenge.contact) {
      const owner = await findAccountByPhone(deps.db, phone);
      if (owner && owner.id !== account.id) throw invalid({ key: 'validation.taken', params: { field: 'phone' } });
      newContact = phone;
      accountId = account.id;
    }
  }
  const result = await resendChallenge(deps, challengeId, { ip: meta.ip, lang: meta.lang, newContact });
  if (newContact && accountId) await updateAccount(deps.db, accountId, { phone: newContact, phoneVerified: false }, deps.clock.now());
  return result;
}
