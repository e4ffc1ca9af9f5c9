/**
 * Input clean-up before parsing. Arabic keyboards type Arabic-Indic (U+0660–0669) or
 * Persian (U+06F0–06F9) digits, and text copied from RTL pages carries invisible bidi
 * controls; a leading U+200F makes libphonenumber reject an otherwise valid number.
 */
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiMarks(text: string): string {
  return text.replace(BIDI_MARKS, '');
}

export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

export function normalizePhoneText(text: string): string {
  return normalizeDigits(stripBidiMarks(text));
}

export function countDigits(text: string): number {
  return (text.match(/\d/g) ?? []).length;
}

/** The valid-characters-only option keeps digits, spaces, parentheses, hyphen and plus. */
export const VALID_PHONE_CHARS = /^[\d\s()+-]*$/;

export function keepValidCharacters(text: string): string {
  return text.replace(/[^\d\s()+-]/g, '');
}

export interface InputFilter {
  validCharactersOnly?: boolean;
  customValidate?: RegExp | false | null;
}

/** Whether typed text may replace the current value (text already normalized). */
export function isAcceptedText(text: string, { validCharactersOnly, customValidate }: InputFilter): boolean {
  if (validCharactersOnly && !VALID_PHONE_CHARS.test(text)) return false;
  if (customValidate) {
    customValidate.lastIndex = 0;
    if (!customValidate.test(text)) return false;
  }
  return true;
}
