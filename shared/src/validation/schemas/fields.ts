import { isEmail, isPastDate, isPhoneLike } from '../predicates';
import { cleanText } from '../digits';
import { email, maxLength, minLength, phone, required, satisfies } from '../rules';
import type { Translate } from '../translator';
import { cleanedText, oneOf, text } from '../zod-fields';

/*
 * Field schemas shared by several forms. Where a field has a message of its own
 * (email, phone, name, password), an empty value gets that message too: an empty
 * phone number is not "between 9 and 15 digits" either.
 */
export const LIMITS = { name: 100, accountName: 50, email: 254, password: 128, place: 100, message: 2000, passwordMin: 8 } as const;

export const GENDERS = ['male', 'female'] as const;
export const USER_TYPES = ['individual', 'company', 'entity'] as const;

export const emailField = (t: Translate, field = 'email') =>
  text(t, field, required('emailInvalid'), email('emailInvalid'), maxLength(LIMITS.email));

export const phoneField = (t: Translate, field = 'phone') =>
  cleanedText(t, field, required('phoneLength'), phone());

/** A person's name (contact name, full name): empty gives 'Name is required.' */
export const nameField = (t: Translate, field = 'name') =>
  text(t, field, required('nameRequired'), maxLength(LIMITS.name));

/** A new password: at least 8 characters. */
export const newPasswordField = (t: Translate, field = 'password') =>
  text(t, field, required('passwordMin'), minLength(LIMITS.passwordMin, 'passwordMin'), maxLength(LIMITS.password));

/** An existing password is only checked for presence: old accounts may predate the rule. */
export const passwordField = (t: Translate, field = 'password') => text(t, field, required(), maxLength(LIMITS.password));

const isIdentifier = (value: string) => {
  const v = cleanText(value);
  return v.includes('@') ? isEmail(v) : isPhoneLike(v);
};

/** Login and password reset take a phone number or an email. */
export const identifierField = (t: Translate) =>
  cleanedText(t, 'identifier', required('identifierInvalid'), satisfies(isIdentifier, 'identifierInvalid'));

export const placeField = (t: Translate, field: string) => text(t, field, required(), maxLength(LIMITS.place));

/** yyyy-mm-dd, a real day in the past. */
export const birthDateField = (t: Translate) => cleanedText(t, 'birthDate', required(), satisfies((v) => isPastDate(v)));

export const genderField = (t: Translate) => oneOf(t, 'gender', GENDERS);
export const userTypeField = (t: Translate) => oneOf(t, 'userType', USER_TYPES);
