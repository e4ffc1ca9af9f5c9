import { invalid } from '../../lib/errors.js';

/*
 * Common and breached passwords: the 49,000-word list of @zxcvbn-ts/language-common (passwords
 * seen most often in public breach corpora), loaded on first use. Checked on every new password
 * (registration, reset, change), case-insensitively, so "Password1" is refused like "password1".
 */
let common: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/** 422 with the translated field message when the new password is on the list. */
export async function assertPasswordNotCommon(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw invalid('validation.passwordCommon');
}
