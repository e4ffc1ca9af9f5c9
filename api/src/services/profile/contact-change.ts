import type { Account, OtpChallenge } from '@site/shared/types';
import type { OtpChallengeRow } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { AuthContext } from '../identity/index.js';
import type { Deps } from '../deps.js';
import { assertUnique, findAccountById, isUniqueViolation, toAccount, updateAccount } from '../accounts/repository.js';
import { confirmCurrentPassword } from '../auth/login.js';
import { cancelOpenChallenges, issueChallenge } from '../auth/otp.js';
import { maskEmail, maskPhone } from '../accounts/phone.js';

/*
 * Email and phone change in two steps, so a stolen session alone cannot take an account over:
 * the current password asks for it, a code sent to the new contact proves it, and only then is
 * the account changed (the old contact keeps working until that moment, and is told afterwards).
 */

export type ContactField = 'email' | 'phone';
interface PendingChange {
  field: ContactField;
  value: string;
}

const channelOf = (field: ContactField) => (field === 'email' ? 'email' : 'sms');
const masked = ({ field, value }: PendingChange) => (field === 'email' ? maskEmail(value) : maskPhone(value));

/** The contact the request changes, if any; changing both at once is refused (one code, one contact). */
export function changedContact(current: { email: string; phone: string }, body: { email?: string; phone?: string }): PendingChange | null {
  const changes = (['email', 'phone'] as const).filter((field) => body[field] !== undefined && body[field] !== current[field]);
  if (changes.length > 1) throw invalid('validation.oneContactAtATime');
  const field = changes[0];
  return field ? { field, value: body[field]! } : null;
}

/** Checks the password and that the new contact is free; call before anything else of the request is saved. */
export async function admitContactChange(deps: Deps, { account }: AuthContext, change: PendingChange, currentPassword: string | undefined) {
  if (!currentPassword) throw invalid({ key: 'validation.required', params: { field: 'currentPassword' } });
  await confirmCurrentPassword(deps, account, currentPassword, 'errors.updateProfileFailed');
  await assertUnique(deps, { [change.field]: change.value }, account.id);
}

/** Sends the code to the new contact; an earlier pending change of the account ends. */
export async function requestContactChange(deps: Deps, { account }: AuthContext, change: PendingChange, meta: RequestMeta): Promise<OtpChallenge> {
  await cancelOpenChallenges(deps, account.id, 'contact-change');
  return issueChallenge(deps, {
    accountId: account.id,
    purpose: 'contact-change',
    channel: channelOf(change.field),
    contact: change.value,
    ip: meta.ip,
    lang: meta.lang,
    payload: { ...change },
  });
}

/** After the code: the account takes the new contact (a phone proven this way is verified); the old contact and the account are told. */
export async function applyContactChange(deps: Deps, accountId: string, challenge: OtpChallengeRow): Promise<Account> {
  const change = challenge.payload as unknown as PendingChange;
  const before = (await findAccountById(deps.db, accountId))!;
  const now = deps.clock.now();
  // The code went to the new contact, so it is proven either way.
  const update = { email: { email: change.value, emailVerifiedAt: now }, phone: { phone: change.value, phoneVerified: true } }[change.field];
  try {
    await assertUnique(deps, { [change.field]: change.value }, accountId);
    await deps.db.transaction(async (tx) => {
      await updateAccount(tx, accountId, update, now);
      await deps.messages.security.contactChanged(tx, { accountId, field: change.field, previous: before[change.field], shown: masked(change) });
    });
  } catch (error) {
    if (isUniqueViolation(error)) await assertUnique(deps, { [change.field]: change.value }, accountId);
    throw error;
  }
  // A code sent to the old email must not verify the new one.
  if (change.field === 'email') await cancelOpenChallenges(deps, accountId, 'email-verify');
  return toAccount((await findAccountById(deps.db, accountId))!);
}
