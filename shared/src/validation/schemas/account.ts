import { z } from 'zod';
import { maxLength, required } from '../rules';
import type { Translate } from '../translator';
import { flag, text, withConfirmed } from '../zod-fields';
import {
  LIMITS, birthDateField, emailField, genderField, nameField, newPasswordField, passwordField, phoneField, placeField,
  userTypeField,
} from './fields';

/** The account fields a user may edit (registration adds the password and the terms); the API takes `.partial()` of it for PATCH. */
export const profileSchema = (t: Translate) =>
  z.object({
    fullName: nameField(t, 'fullName'),
    accountName: text(t, 'accountName', required(), maxLength(LIMITS.accountName)),
    email: emailField(t),
    phone: phoneField(t),
    country: placeField(t, 'country'),
    area: placeField(t, 'area'),
    gender: genderField(t),
    birthDate: birthDateField(t),
    userType: userTypeField(t),
  });

/** A new password and its confirmation, which must match ("Passwords do not match"). */
export const newPasswordFields = (t: Translate) => ({
  password: newPasswordField(t),
  passwordConfirmation: text(t, 'passwordConfirmation', required()),
});

/** Adds the password-confirmation check to a schema that has `newPasswordFields`. */
export const withPasswordConfirmed = <S extends z.ZodType<Record<string, unknown>>>(schema: S, t: Translate) =>
  withConfirmed(schema, t, 'passwordConfirmation', 'password', 'passwordsMismatch');

export const changePasswordSchema = (t: Translate) =>
  withPasswordConfirmed(
    z.object({ currentPassword: passwordField(t, 'currentPassword'), ...newPasswordFields(t), endOtherSessions: flag(t, 'endOtherSessions') }),
    t,
  );

export type ProfileInput = z.output<ReturnType<typeof profileSchema>>;
export type ProfileFormValues = z.input<ReturnType<typeof profileSchema>>;
export type ChangePasswordInput = z.output<ReturnType<typeof changePasswordSchema>>;
