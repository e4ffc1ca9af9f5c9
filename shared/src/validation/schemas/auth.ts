import { z } from 'zod';
import { cleanText } from '../digits';
import { maxLength, required, satisfies } from '../rules';
import type { Translate } from '../translator';
import { cleanedText, mustBeTrue, text } from '../zod-fields';
import { newPasswordFields, profileSchema, withPasswordConfirmed } from './account';
import { identifierField, passwordField } from './fields';

export const OTP_LENGTH = 6;

export const loginSchema = (t: Translate) =>
  z.object({ identifier: identifierField(t), password: passwordField(t) });

/** The profile's fields plus a new password and the terms. */
export const registerSchema = (t: Translate) =>
  withPasswordConfirmed(
    profileSchema(t).extend({ ...newPasswordFields(t), acceptTerms: mustBeTrue(t, 'acceptTerms') }),
    t,
  );

/** Six digits; Arabic-Indic and Persian digits are accepted and parsed to ASCII. */
export const otpSchema = (t: Translate) =>
  z.object({
    code: cleanedText(t, 'code', required(), satisfies((v) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(cleanText(v)))),
  });

/** POST /auth/otp/verify and /auth/password/verify bodies. */
export const otpVerifySchema = (t: Translate) =>
  otpSchema(t).extend({ challengeId: text(t, 'code', required(), maxLength(100)) });

export const forgotSchema = (t: Translate) => z.object({ identifier: identifierField(t) });

export const newPasswordSchema = (t: Translate) => withPasswordConfirmed(z.object(newPasswordFields(t)), t);

/** POST /auth/password/reset body: the new-password form plus the token from verify. */
export const resetPasswordSchema = (t: Translate) =>
  withPasswordConfirmed(z.object({ resetToken: text(t, 'code', required(), maxLength(200)), ...newPasswordFields(t) }), t);

export type LoginInput = z.output<ReturnType<typeof loginSchema>>;
export type RegisterInput = z.output<ReturnType<typeof registerSchema>>;
export type RegisterFormValues = z.input<ReturnType<typeof registerSchema>>;
export type OtpInput = z.output<ReturnType<typeof otpSchema>>;
export type OtpVerifyInput = z.output<ReturnType<typeof otpVerifySchema>>;
export type ForgotInput = z.output<ReturnType<typeof forgotSchema>>;
export type NewPasswordInput = z.output<ReturnType<typeof newPasswordSchema>>;
export type ResetPasswordInput = z.output<ReturnType<typeof resetPasswordSchema>>;
