import { z } from 'zod';
import { cleanText } from '../digits';
import { maxLength, required, satisfies } from '../rules';
import type { Translate } from '../translator';
import { cleanedText, mustBeTrue, text, withConfirmed } from '../zod-fields';
import {
  LIMITS, birthDateField, emailField, genderField, identifierField, nameField, newPasswordField,
  passwordField, phoneField, placeField, userTypeField,
} from './fields';

export const OTP_LENGTH = 6;

export const loginSchema = (t: Translate) =>
  z.object({ identifier: identifierField(t), password: passwordField(t) });

export const registerSchema = (t: Translate) =>
  withConfirmed(
    z.object({
      fullName: nameField(t, 'fullName'),
      accountName: text(t, 'accountName', required(), maxLength(LIMITS.accountName)),
      email: emailField(t),
      phone: phoneField(t),
      country: placeField(t, 'country'),
      area: placeField(t, 'area'),
      gender: genderField(t),
      birthDate: birthDateField(t),
      password: newPasswordField(t),
      passwordConfirmation: text(t, 'passwordConfirmation', required()),
      userType: userTypeField(t),
      acceptTerms: mustBeTrue(t, 'acceptTerms'),
    }),
    t, 'passwordConfirmation', 'password', 'passwordsMismatch',
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

export const newPasswordSchema = (t: Translate) =>
  withConfirmed(
    z.object({ password: newPasswordField(t), passwordConfirmation: text(t, 'passwordConfirmation', required()) }),
    t, 'passwordConfirmation', 'password', 'passwordsMismatch',
  );

/** POST /auth/password/reset body: the new-password form plus the token from verify. */
export const resetPasswordSchema = (t: Translate) =>
  withConfirmed(
    z.object({
      resetToken: text(t, 'code', required(), maxLength(200)),
      password: newPasswordField(t),
      passwordConfirmation: text(t, 'passwordConfirmation', required()),
    }),
    t, 'passwordConfirmation', 'password', 'passwordsMismatch',
  );

export type LoginInput = z.infer<ReturnType<typeof loginSchema>>;
export type RegisterInput = z.infer<ReturnType<typeof registerSchema>>;
export type OtpInput = z.infer<ReturnType<typeof otpSchema>>;
export type OtpVerifyInput = z.infer<ReturnType<typeof otpVerifySchema>>;
export type ForgotInput = z.infer<ReturnType<typeof forgotSchema>>;
export type NewPasswordInput = z.infer<ReturnType<typeof newPasswordSchema>>;
export type ResetPasswordInput = z.infer<ReturnType<typeof resetPasswordSchema>>;
