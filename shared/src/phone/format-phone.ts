import { AsYouType, type PhoneNumber } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/max/metadata';
import type { ConcretePhoneMode, CountryCode, PhoneMode } from './types';

export const PHONE_MODES: readonly PhoneMode[] = ['national', 'international', 'e.164', 'rfc3966', 'idd', 'auto'];

/** An invalid mode is logged and falls back to international. */
export function normalizeMode(mode: string | undefined): PhoneMode {
  if (mode === undefined) return 'auto';
  const lower = mode.toLowerCase() as PhoneMode;
  if (PHONE_MODES.includes(lower)) return lower;
  console.error(`Invalid phone input mode "${mode}"; using "international". Allowed: ${PHONE_MODES.join(', ')}.`);
  return 'international';
}

export function resolveMode(mode: PhoneMode, text: string): ConcretePhoneMode {
  if (mode !== 'auto') return mode;
  return text.trim().startsWith('+') ? 'international' : 'national';
}

/** Calls from this country when `idd` mode has no better origin. */
export const DEFAULT_IDD_FROM: CountryCode = 'US';

export function formatPhone(phone: PhoneNumber, mode: ConcretePhoneMode, iddFrom: CountryCode = DEFAULT_IDD_FROM): string {
  switch (mode) {
    case 'national':
      return phone.formatNational();
    case 'international':
      return phone.formatInternational();
    case 'e.164':
      return phone.number;
    case 'rfc3966':
      return phone.getURI();
    case 'idd':
      // Undefined when the origin country has no single IDD prefix.
      return phone.format('IDD', { fromCountry: iddFrom }) || phone.formatInternational();
  }
}

/** Extension markers (ext, x, #, pauses) and URIs: AsYouType would drop them. */
const NOT_AS_YOU_TYPE = /[a-z#,;*]/i;

/** Formats a partial number while typing; leaves text with extensions untouched. */
export function formatAsYouType(text: string, country?: CountryCode): string {
  if (!text.trim() || NOT_AS_YOU_TYPE.test(text)) return text;
  const formatted = new AsYouType(country).input(text);
  return formatted || text;
}

/** Country implied by international text while it is still being typed. */
export function detectTypedCountry(text: string, current?: CountryCode): CountryCode | undefined {
  if (!text.trim().startsWith('+')) return undefined;
  const typer = new AsYouType();
  typer.input(text);
  const found = typer.getCountry();
  if (found) return found;
  const code = typer.getCallingCode();
  if (!code) return undefined;
  const sharing = metadata.country_calling_codes[code];
  // '+1' or '+44' before the area code: keep a selected country that shares the code.
  if (current && sharing?.includes(current)) return current;
  return sharing?.[0];
}

/** National significant digits of international text, complete or not ('' if none). */
export function nationalDigitsOf(text: string): string {
  const typer = new AsYouType();
  typer.input(text);
  return typer.getNumber()?.nationalNumber ?? '';
}
