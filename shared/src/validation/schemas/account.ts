import { z } from 'zod';
import { maxLength, required } from '../rules';
import type { Translate } from '../translator';
import { flag, text, withConfirmed } from '../zod-fields';
import {
  LIMITS, birthDateField, emailField, genderField, nameField, newPasswordField, passwordField, phoneField, placeField,
} from './fields';

/** The account fields a user may edit; the API can take `.partial()` of it for PATCH. */
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
  });

export const changePasswordSchema = (t: Translate) =>
  withConfirmed(
    z.object({
      currentPassword: passwordField(t, 'currentPassword'),
      password: newPasswordField(t),
      passwordConfirmation: text(t, 'passwordConfirmation', required()),
      endOtherSessions: flag(t, 'endOtherSessions'),
    }),
    t, 'passwordConfirmation', 'password', 'passwordsMismatch',
  );

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;
export type ChangePasswordInput = z.infer<ReturnType<typeof changePasswordSchema>>;
