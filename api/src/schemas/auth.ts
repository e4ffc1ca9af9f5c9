import { acceptInviteSchema } from '@site/shared/people/schema';
import {
  changePasswordSchema, forgotSchema, loginSchema, otpVerifySchema, profileSchema, registerSchema,
  resetPasswordSchema, type Translate,
} from '@site/shared/validation';
import { z } from 'zod';
import { type BodyOf, localizedBody } from '../lib/zod-provider.js';
import { challengeId, countryCode, lowerCased, toE164, trimmed } from './common.js';

/*
 * Request bodies are the shared form schemas (the validation rules and their messages live there only).
 * The API adds what only the server needs: canonical stored values (E.164 phone, lower-case
 * email, ISO country) and ids that must name a database row.
 */

type AccountShape = ReturnType<typeof profileSchema>['shape'];

const canonicalAccount = (t: Translate, shape: AccountShape) => ({
  fullName: shape.fullName.pipe(trimmed),
  accountName: shape.accountName.pipe(trimmed),
  email: shape.email.pipe(lowerCased),
  phone: shape.phone.pipe(toE164),
  country: shape.country.pipe(countryCode(t)),
  area: shape.area.pipe(trimmed),
});

// safeExtend: the shared schema carries the password-confirmation refinement.
export const registerBody = localizedBody((t) => {
  const form = registerSchema(t);
  return form.safeExtend(canonicalAccount(t, form.shape));
});
export type RegisterInput = BodyOf<typeof registerBody>;

export const loginBody = localizedBody(loginSchema);

export const forgotBody = localizedBody(forgotSchema);

const verifyWithId = (t: Translate) => {
  const form = otpVerifySchema(t);
  return form.extend({ challengeId: form.shape.challengeId.pipe(challengeId) });
};

/** /auth/otp/verify and /auth/password/verify. */
export const otpVerifyBody = localizedBody(verifyWithId);

/** `phone` (registration only) corrects the number the code goes to; same rules as the form's. */
export const otpResendBody = localizedBody((t) =>
  verifyWithId(t)
    .pick({ challengeId: true })
    .extend({ phone: registerSchema(t).shape.phone.pipe(toE164).optional() }),
);

export const resetPasswordBody = localizedBody(resetPasswordSchema);

/** PATCH sends only the changed fields of the profile form; a new email or phone comes with the current password. */
export const profileUpdateBody = localizedBody((t) => {
  const form = profileSchema(t);
  return form
    .extend({ ...canonicalAccount(t, form.shape), currentPassword: changePasswordSchema(t).shape.currentPassword })
    .partial()
    .strict();
});
export type ProfileUpdateInput = BodyOf<typeof profileUpdateBody>;

export const changePasswordBody = localizedBody(changePasswordSchema);
export type ChangePasswordInput = BodyOf<typeof changePasswordBody>;

/** A toggle, not a form: no shared schema, so the generic messages of the schema compiler. */
export const twoFactorSchema = z.object({ enabled: z.boolean() });

/** The invite link's form: the shared rules, with the phone stored as E.164. */
export const acceptInviteBody = localizedBody((t) => {
  const form = acceptInviteSchema(t);
  return form.safeExtend({ fullName: form.shape.fullName.pipe(trimmed), phone: form.shape.phone.pipe(toE164) });
});
