export { PhoneInput, DEFAULT_PHONE_NAME, DEFAULT_PHONE_MAX_LENGTH } from './phone-input';
export type { PhoneInputProps } from './phone-input-props';
export { CountryDropdown } from './country-dropdown';
export { parsePhone, phoneResultToValue, MAX_TEXT_LENGTH, MIN_DIGITS, type ParseOptions } from './parse-phone';
export { formatPhone, formatAsYouType, normalizeMode, resolveMode, detectTypedCountry, PHONE_MODES } from './format-phone';
export {
  buildCountryList,
  countryEntry,
  countryName,
  flagEmoji,
  flagUrl,
  isCountryAllowed,
  findByTypedText,
  type CountryList,
} from './countries';
export { areaName, regionNames } from './regions';
export { parseGeoResponse, fetchGeoCountry, DEFAULT_GEO_URL, GEO_ERROR } from './geo';
export { normalizePhoneText, normalizeDigits, stripBidiMarks, keepValidCharacters, VALID_PHONE_CHARS } from './normalize-digits';
export { phoneResources, usePhoneText, PHONE_NS } from './phone-text';
export { TYPE_AHEAD_RESET_MS, DROPDOWN_SPACE_THRESHOLD } from './use-country-dropdown';
export type { PhoneResult, PhoneReason, PhoneMode, ConcretePhoneMode, CountryEntry, CountryCode } from './types';
