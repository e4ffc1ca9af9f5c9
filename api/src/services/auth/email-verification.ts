import type { Account, OtpChallenge } from '@site/shared/types';
import type { AccountRow, OtpChallengeRow } from '../../db/schema/index.js';
import { Conflict, Invalid } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { Deps } from '../deps.js';
import { findAccountById, toAccount, updateAccount } from '../accounts/repository.js';
import { cancelOpenChallenges, issueChallenge } from './otp.js';

/*
 * Registration proves the phone; the email is proven afterwards, from the profile, by a code sent
 * to it. Until then password-reset codes go to the phone (see `resetDestination`). A new email
 * confirmed through a contact change is proven by that change's own code.
 */

/** Sends a code to the account's email; an earlier open request of the account ends. */
export async function requestEmailVerification(deps: Deps, account: AccountRow, meta: RequestMeta): Promise<OtpChallenge> {
  if (account.emailVerifiedAt) throw new Conflict('auth.emailAlreadyVerified');
  await cancelOpenChallenges(deps, account.id, 'email-verify');
  return issueChallenge(deps, {
    accountId: account.id,
    purpose: 'email-verify',
    channel: 'email',
    contact: account.email,
    ip: meta.ip,
    lang: meta.lang,
    payload: { email: account.email },
  });
}

/** After the code: the email it went to is verified, unless the account's email has changed since. */
export async function confirmEmail(deps: Deps, account: AccountRow, challenge: OtpChallengeRow): Promise<Account> {
  if (challenge.payload.email !== account.email) throw new Invalid('otp.invalid');
  const now = deps.clock.now();
  await updateAccount(deps.db, account.id, { emailVerifiedAt: now }, now);
  return toAccount((await findAccountById(deps.db, account.id))!);
}
