import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  ParseError,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { isCountryAllowed } from './countries';
import { formatPhone, resolveMode, DEFAULT_IDD_FROM } from './format-phone';
import { countDigits, normalizePhoneText } from './normalize-digits';
import type { CountryCode, CountryFilter, PhoneMode, PhoneReason, PhoneResult } from './types';

/** Text longer than this is rejected as too long, before parsing. */
export const MAX_TEXT_LENGTH = 250;
/** Fewer digits than this is too short for any country. */
export const MIN_DIGITS = 2;

export interface ParseOptions extends CountryFilter {
  /** Selected country: used for national text. */
  country?: string;
  mode?: PhoneMode;
  /** Origin country for `idd` mode. */
  iddFromCountry?: CountryCode;
}

const REASONS: Record<string, PhoneReason> = {
  TOO_SHORT: 'too-short',
  TOO_LONG: 'too-long',
  INVALID_LENGTH: 'invalid-length',
  INVALID_COUNTRY: 'invalid-country',
  NOT_A_NUMBER: 'not-a-number',
};

function failure(input: string, text: string, reason: PhoneReason, country?: CountryCode): PhoneResult {
  return {
    country,
    countryCode: country ? getCountryCallingCode(country) : undefined,
    formatted: text,
    valid: false,
    possible: false,
    nationalNumber: '',
    reason,
    input,
  };
}

function tryParse(text: string, country?: CountryCode): PhoneNumber | PhoneReason {
  try {
    return parsePhoneNumberWithError(text, country);
  } catch (error) {
    if (error instanceof ParseError) return REASONS[error.message] ?? 'not-a-number';
    throw error;
  }
}

/**
 * Parses typed text with the full (`max`) metadata. National text needs `country`;
 * international text ('+...') finds its own country. Extensions are kept in `ext`.
 */
export function parsePhone(input: string, options: ParseOptions = {}): PhoneResult {
  const selected = options.country?.toUpperCase();
  const country = selected && isSupportedCountry(selected) ? selected : undefined;
  if (input.length > MAX_TEXT_LENGTH) return failure(input, input, 'too-long', country);
  const text = normalizePhoneText(input).trim();
  if (!text) return failure(input, text, 'not-a-number', country);
  if (!text.startsWith('+') && !country) return failure(input, text, 'invalid-country');
  const digits = countDigits(text);
  if (digits === 0) return failure(input, text, 'not-a-number', country);
  if (digits < MIN_DIGITS) return failure(input, text, 'too-short', country);

  const parsed = tryParse(text, country);
  if (typeof parsed === 'string') return failure(input, text, parsed, country);

  const lengthIssue = validatePhoneNumberLength(text, country);
  const possible = !lengthIssue && parsed.isPossible();
  const numberCountry = parsed.country ?? (parsed.isNonGeographic() ? undefined : country);
  const allowed = isCountryAllowed(numberCountry, options);
  const valid = possible && allowed && parsed.isValid();
  let reason: PhoneReason | undefined;
  if (lengthIssue) reason = REASONS[lengthIssue] ?? 'invalid-length';
  else if (!possible) reason = 'invalid-length';
  else if (!allowed) reason = 'country-not-allowed';
  else if (!valid) reason = 'invalid-number';

  const mode = resolveMode(options.mode ?? 'auto', text);
  return {
    country: numberCountry,
    countryCode: parsed.countryCallingCode,
    formatted: valid ? formatPhone(parsed, mode, options.iddFromCountry ?? DEFAULT_IDD_FROM) : text,
    valid,
    possible,
    nationalNumber: parsed.nationalNumber,
    e164: parsed.number,
    ...(parsed.ext ? { ext: parsed.ext } : {}),
    ...(reason ? { reason } : {}),
    input,
  };
}

/** Form value for a result: E.164 (plus extension) when valid, else the raw text. */
export function phoneResultToValue(result: PhoneResult | null | undefined): string {
  if (!result) return '';
  if (result.valid && result.e164) return result.ext ? `${result.e164};ext=${result.ext}` : result.e164;
  return result.input;
}
