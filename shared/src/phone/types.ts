import type { CountryCode } from 'libphonenumber-js/max';

export type { CountryCode };

/** Display modes. `auto`: international when the text starts with '+', else national. */
export type PhoneMode = 'national' | 'international' | 'e.164' | 'rfc3966' | 'idd' | 'auto';
export type ConcretePhoneMode = Exclude<PhoneMode, 'auto'>;

/** Why a number is not possible or not valid. */
export type PhoneReason =
  | 'too-short'
  | 'too-long'
  | 'invalid-length'
  | 'invalid-country'
  | 'not-a-number'
  /** Possible length but not an assigned range in the full metadata. */
  | 'invalid-number'
  /** The number's country is excluded by onlyCountries / ignoredCountries. */
  | 'country-not-allowed';

/** What the phone input reports on every change. */
export interface PhoneResult {
  /** ISO2 of the parsed number, else the selected country. */
  country?: CountryCode;
  /** Calling code digits without '+', e.g. '966'. */
  countryCode?: string;
  /** Text in the display mode when valid, otherwise the (normalized) text as typed. */
  formatted: string;
  valid: boolean;
  possible: boolean;
  /** Significant national digits, '' when nothing could be parsed. */
  nationalNumber: string;
  /** E.164 (without extension) whenever the text parsed as a number. */
  e164?: string;
  /** Extension digits when present (ext / x / # / pause-separated). */
  ext?: string;
  reason?: PhoneReason;
  /** The text shown in the input. */
  input: string;
}

/** One entry of the country list. */
export interface CountryEntry {
  iso2: CountryCode;
  name: string;
  /** Calling code digits without '+'. */
  dialCode: string;
}

export interface CountryFilter {
  onlyCountries?: readonly string[];
  ignoredCountries?: readonly string[];
}
