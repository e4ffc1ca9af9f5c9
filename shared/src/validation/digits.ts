/**
 * Arabic keyboards type Arabic-Indic (U+0660–0669) or Persian (U+06F0–06F9) digits, and
 * text copied from RTL pages carries invisible bidi controls that break parsing.
 */
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const stripBidi = (text: string): string => text.replace(BIDI_MARKS, '');

export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Bidi marks removed, digits made ASCII, outer blanks trimmed. */
export const cleanText = (text: string): string => normalizeDigits(stripBidi(text)).trim();

export const digitsOf = (text: string): string => cleanText(text).replace(/\D/g, '');
