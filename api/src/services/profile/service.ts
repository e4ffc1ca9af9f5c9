import type { Account, OtpChallenge } from '@site/shared/types';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { AuthContext } from '../identity/index.js';
import type { Deps } from '../deps.js';
import type { ChangePasswordInput, ProfileUpdateInput } from '../../schemas/auth.js';
import { assertUnique, findAccountById, isUniqueViolation, toAccount, updateAccount } from '../accounts/repository.js';
import { admitContactChange, changedContact, requestContactChange } from './contact-change.js';
import { confirmCurrentPassword } from '../auth/login.js';
import { cancelOpenChallenges } from '../auth/otp.js';
import { hashPassword } from '../security/password.js';
import { assertPasswordNotCommon } from '../security/password-policy.js';
import { revokeOtherSessions } from '../identity/sessions.js';

/**
 * Applies the changed profile fields. A new email or phone is not applied here: it needs the
 * current password and a code sent to it (see contact-change.ts), and the answer is that challenge.
 */
export async function updateProfile(deps: Deps, auth: AuthContext, body: ProfileUpdateInput, meta: RequestMeta): Promise<Account | OtpChallenge> {
  const { currentPassword, email, phone, ...fields } = body;
  const contact = changedContact(auth.account, { email, phone });
  if (contact) await admitContactChange(deps, auth, contact, currentPassword);
  const id = auth.account.id;
  await assertUnique(deps, fields, id);
  try {
    if (Object.keys(fields).length) await updateAccount(deps.db, id, fields, deps.clock.now());
  } catch (error) {
    // Another account took the value between the check and the write.
    if (isUniqueViolation(error)) await assertUnique(deps, fields, id);
    throw error;
  }
  if (contact) return requestContactChange(deps, auth, contact, meta);
  return toAccount((await findAccountById(deps.db, id))!);
}

export async function changePassword(deps: Deps, { account, session }: AuthContext, body: ChangePasswordInput) {
  await assertPasswordNotCommon(body.password);
  await confirmCurrentPassword(deps, account, body.currentPassword, 'errors.changePasswordFailed');
  const now = deps.clock.now();
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, account.id, { passwordHash, lastPasswordChangeAt: now }, now);
    await deps.messages.security.passwordChanged(tx, account.id, now);
  });
  const endedSessions = body.endOtherSessions ? await revokeOtherSessions(deps, account.id, session.id) : 0;
  // A code requested before the change (two-factor toggle, contact change) must not outlive it.
  await cancelOpenChallenges(deps, account.id);
  return { changed: true, endedSessions };
}
