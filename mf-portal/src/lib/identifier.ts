import { normalizeDigits, parsePhone, stripBidiMarks } from '@site/shared/phone';

/** Digits (Latin, Arabic-Indic or Persian), spaces, '+', '-', '(', ')' only: treated as a phone. */
const PHONE_LIKE = /^[+\d\u0660-\u0669\u06F0-\u06F9\s()-]+$/;

export function looksLikePhone(text: string): boolean {
  const clean = stripBidiMarks(text).trim();
  return clean.length > 0 && PHONE_LIKE.test(clean) && /[\d\u0660-\u0669\u06F0-\u06F9]/.test(clean);
}

/**
 * Login and forgot-password take one "phone or email" field. A phone is sent as E.164,
 * parsed in the given (detected) country when written nationally; an email is trimmed
 * and lower-cased. Returns null when it is neither.
 */
export function normalizeIdentifier(text: string, country?: string): string | null {
  const clean = stripBidiMarks(text).trim();
  if (looksLikePhone(clean)) {
    const result = parsePhone(normalizeDigits(clean), { country });
    return result.valid && result.e164 ? result.e164 : null;
  }
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(clean) ? clean.toLowerCase() : null;
}
