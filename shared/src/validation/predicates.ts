import { cleanText, digitsOf } from './digits';

/** Required: not null/undefined, not an empty array, not false, not blank after trim. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

/** Counts characters (code points), so an emoji or an Arabic letter counts once. */
export const charCount = (value: string): number => [...value].length;

const EMAIL = /^[^\s@"<>()[\]\\,;:]+(?:\.[^\s@"<>()[\]\\,;:.]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** Case-insensitive; the empty string is valid (required is a separate rule). */
export const isEmail = (value: string): boolean => value === '' || EMAIL.test(value);

export function isUrl(value: string, pattern?: RegExp): boolean {
  if (value === '') return true;
  try {
    new URL(value);
  } catch {
    return false;
  }
  return pattern ? pattern.test(value) : true;
}

/** Empty, or parsable as a finite number (Arabic-Indic digits accepted). */
export function isNumeric(value: string): boolean {
  const text = cleanText(value);
  return text === '' || (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) && Number.isFinite(Number(text)));
}

export const toNumber = (value: string | number): number =>
  typeof value === 'number' ? value : Number(cleanText(value));

export const isInteger = (value: string): boolean => cleanText(value) === '' || /^[-+]?\d+$/.test(cleanText(value));

export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;

/** 9 to 15 digits once digits are normalized and everything else dropped. */
export function hasPhoneLength(value: string): boolean {
  const count = digitsOf(value).length;
  return count >= PHONE_MIN_DIGITS && count <= PHONE_MAX_DIGITS;
}

/** Looks like a phone number typed by a person: digits, spaces, parentheses, hyphen, leading plus. */
export const isPhoneLike = (value: string): boolean =>
  /^\+?[\d\s()-]+$/.test(cleanText(value)) && hasPhoneLength(value);

/** yyyy-mm-dd that names a real calendar day. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cleanText(value));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function isPastDate(value: string, now: Date = new Date()): boolean {
  const date = parseIsoDate(value);
  return !!date && date.getUTCFullYear() >= 1900 && date.getTime() < now.getTime();
}
