import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

// A leading RLM/LRM (common when copying from RTL text) makes a number invalid: strip bidi marks.
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const PERSIAN = /[\u06F0-\u06F9]/g;

export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;
export const PHONE_FALLBACK_COUNTRY: CountryCode = 'SA';

export function cleanPhoneText(input: string): string {
  return input
    .replace(BIDI_MARKS, '')
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN, (d) => String(d.charCodeAt(0) - 0x06f0))
    .trim();
}

export const digitCount = (input: string) => cleanPhoneText(input).replace(/\D/g, '').length;

export type PhoneCheck = { ok: true; e164: string; country: string } | { ok: false; reason: 'length' | 'invalid' };

/** 9 to 15 digits (the forms' rule), then a full metadata check (libphonenumber-js/max). */
export function checkPhone(input: string, defaultCountry: CountryCode = PHONE_FALLBACK_COUNTRY): PhoneCheck {
  const text = cleanPhoneText(input);
  if (text.length > 250) return { ok: false, reason: 'invalid' };
  const digits = digitCount(text);
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return { ok: false, reason: 'length' };
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed || !parsed.isValid()) return { ok: false, reason: 'invalid' };
  return { ok: true, e164: parsed.number, country: parsed.country ?? defaultCountry };
}

/** "+966500000001" -> "+9665•••••001": enough to recognise, not enough to harvest. */
export function maskPhone(e164: string): string {
  if (e164.length <= 7) return e164;
  return `${e164.slice(0, 5)}${'•'.repeat(e164.length - 8)}${e164.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${shown}${'•'.repeat(Math.max(1, local.length - shown.length))}@${domain}`;
}
