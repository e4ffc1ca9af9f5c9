import type { FocusEventHandler } from 'react';
import type { CountryEntry, PhoneMode, PhoneResult } from './types';

export interface PhoneInputProps {
  /** Controlled text (or a previous result). Omit for an uncontrolled input. */
  value?: string | PhoneResult | null;
  defaultValue?: string;
  onChange?: (result: PhoneResult) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onCountryChange?: (country: CountryEntry) => void;
  /** Default 'telephone'. */
  name?: string;
  /** Default 25. */
  maxLength?: number;
  /** Default: translated 'Enter a phone number'. */
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-label'?: string;
  /** Default 'auto'. An unknown mode is logged and treated as 'international'. */
  mode?: PhoneMode | (string & {});
  /** As-you-type formatting; default true. */
  autoFormat?: boolean;
  preferredCountries?: readonly string[];
  onlyCountries?: readonly string[];
  ignoredCountries?: readonly string[];
  defaultCountry?: string;
  /** IP lookup of the visitor's country when no defaultCountry; default true. */
  autoDetectCountry?: boolean;
  /** Default '/api/geo/country'. */
  geoUrl?: string;
  /** Origin for 'idd' mode; default the default/detected country, else US. */
  iddFromCountry?: string;
  /** Allow only digits, spaces, parentheses, hyphen and plus. */
  validCharactersOnly?: boolean;
  /** Text that fails this pattern is not accepted. */
  customValidate?: RegExp | false;
  /** Defaults: dial code and flags shown, search box hidden. */
  showDialCode?: boolean;
  showFlags?: boolean;
  showSearchBox?: boolean;
  /** Page language for texts and country names; default <html lang>, else 'en'. */
  lang?: string;
}
