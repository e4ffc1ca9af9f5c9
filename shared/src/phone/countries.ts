import { getCountries, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/max';
import type { CountryCode, CountryEntry, CountryFilter } from './types';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(lang: string): Intl.DisplayNames | null {
  if (!displayNames.has(lang)) {
    try {
      displayNames.set(lang, new Intl.DisplayNames([lang, 'en'], { type: 'region' }));
    } catch {
      displayNames.set(lang, null);
    }
  }
  return displayNames.get(lang) ?? null;
}

/** Region name in the page language; the ISO2 code when the runtime has no name. */
export function countryName(iso2: string, lang: string): string {
  try {
    return namesFor(lang)?.of(iso2) ?? iso2;
  } catch {
    return iso2;
  }
}

/**
 * Where a country's flag image is (flag-icons' 4:3 drawings, which the shell's build publishes
 * under /flags): an image looks the same on every platform, where a flag emoji shows as two
 * letters or an empty box on Windows and on machines without a color emoji font.
 */
export const flagUrl = (iso2: string): string => `/flags/${iso2.toLowerCase()}.svg`;

/** Flag emoji built from regional indicator symbols (kept for callers outside the phone input). */
export function flagEmoji(iso2: string): string {
  return iso2
    .toUpperCase()
    .replace(/[A-Z]/g, (ch) => String.fromCodePoint(0x1f1e6 + ch.charCodeAt(0) - 65));
}

const upper = (list?: readonly string[]) => (list ?? []).map((c) => c.toUpperCase());

export function isCountryAllowed(iso2: string | undefined, filter: CountryFilter): boolean {
  if (!iso2) return !(filter.onlyCountries?.length);
  const code = iso2.toUpperCase();
  const only = upper(filter.onlyCountries);
  if (only.length && !only.includes(code)) return false;
  return !upper(filter.ignoredCountries).includes(code);
}

export function toCountryCode(iso2: string | undefined | null): CountryCode | undefined {
  const code = iso2?.toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
}

export function countryEntry(iso2: CountryCode, lang: string): CountryEntry {
  return { iso2, name: countryName(iso2, lang), dialCode: getCountryCallingCode(iso2) };
}

export interface CountryListOptions extends CountryFilter {
  lang: string;
  preferredCountries?: readonly string[];
}

export interface CountryList {
  preferred: CountryEntry[];
  rest: CountryEntry[];
  /** preferred followed by rest: the order keyboard navigation walks. */
  all: CountryEntry[];
}

/** About 240 entries (libphonenumber metadata) sorted by localized name. */
export function buildCountryList({ lang, preferredCountries, ...filter }: CountryListOptions): CountryList {
  const allowed = getCountries().filter((c) => isCountryAllowed(c, filter));
  const collator = new Intl.Collator(lang);
  const rest = allowed
    .map((c) => countryEntry(c, lang))
    .sort((a, b) => collator.compare(a.name, b.name));
  const preferred = upper(preferredCountries)
    .filter((c, i, arr) => arr.indexOf(c) === i)
    .map((c) => rest.find((e) => e.iso2 === c))
    .filter((e): e is CountryEntry => Boolean(e));
  return { preferred, rest, all: [...preferred, ...rest] };
}

/** Index of the first entry whose localized name starts with the typed text. */
export function findByTypedText(list: readonly CountryEntry[], typed: string, lang: string): number {
  const needle = typed.toLocaleLowerCase(lang);
  if (!needle) return -1;
  return list.findIndex((c) => c.name.toLocaleLowerCase(lang).startsWith(needle));
}

/** Search box filter: name, ISO2 or dial code. */
export function matchesSearch(entry: CountryEntry, query: string, lang: string): boolean {
  const q = query.trim().replace(/^\+/, '').toLocaleLowerCase(lang);
  if (!q) return true;
  return (
    entry.name.toLocaleLowerCase(lang).includes(q) ||
    entry.iso2.toLowerCase() === q ||
    entry.dialCode.startsWith(q)
  );
}
