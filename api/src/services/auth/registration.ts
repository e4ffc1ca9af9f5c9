import type { OtpChallenge } from '@site/shared/types';
import { type AccountRow, accounts } from '../../db/schema/index.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { Deps } from '../deps.js';
import type { RegisterInput } from '../../schemas/auth.js';
import { assertUnique, findAccountByAccountName, isUniqueViolation } from '../accounts/repository.js';
import { openChallenge, reserveSend } from './otp.js';
import { hashPassword } from '../security/password.js';
import { assertPasswordNotCommon } from '../security/password-policy.js';

export async function freeAccountName(deps: Deps, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 40) || 'user';
  for (let i = 0; i < 5; i += 1) {
    const candidate = i === 0 && base.length >= 3 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await findAccountByAccountName(deps.db, candidate))) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

/**
 * Creates the account (nothing proven yet), in the request's language, and sends a registration
 * code to the phone and another to the email: either one finishes registration.
 */
export async function register(deps: Deps, input: RegisterInput, meta: RequestMeta): Promise<OtpChallenge> {
  await assertPasswordNotCommon(input.password);
  await assertUnique(deps, { email: input.email, phone: input.phone, accountName: input.accountName });
  // Refuse before creating anything: an account whose code could not be sent would block
  // its owner from registering again.
  await reserveSend(deps, 'register', input.phone, meta.ip);
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
        lang: meta.lang,
        passwordHash,
        lastPasswordChangeAt: deps.clock.now(),
      })
      .returning();
  } catch (error) {
    // Two registrations raced past the check above.
    if (isUniqueViolation(error)) await assertUnique(deps, { email: input.email, phone: input.phone, accountName: input.accountName });
    throw error;
  }
  return openChallenge(deps, {
    accountId: row!.id,
    purpose: 'register',
    channel: 'sms',
    contact: row!.phone,
    alternate: { channel: 'email', contact: row!.email.toLowerCase() },
    ip: meta.ip,
    lang: meta.lang,
  });
}
