import { isCountryAllowed, toCountryCode } from './countries';
import type { CountryCode, CountryFilter } from './types';

export const DEFAULT_GEO_URL = '/api/geo/country';
export const GEO_ERROR = 'unable to fetch the country';

/**
 * The IP-to-country text must start with '1' and characters 3-4
 * (index 2..4) are the ISO2 code, e.g. "1;SA;SAU;Saudi Arabia".
 */
export function parseGeoResponse(text: string): CountryCode | undefined {
  if (!text.startsWith('1')) return undefined;
  return toCountryCode(text.slice(2, 4));
}

/** The visitor's country, or undefined after logging GEO_ERROR. */
export async function fetchGeoCountry(url: string, signal?: AbortSignal): Promise<CountryCode | undefined> {
  try {
    if (typeof fetch !== 'function') throw new Error('fetch is not available');
    const res = await fetch(url, { signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const country = parseGeoResponse(await res.text());
    if (!country) throw new Error('unexpected response');
    return country;
  } catch (error) {
    if (!signal?.aborted) console.warn(GEO_ERROR, error);
    return undefined;
  }
}

/** Without a detected country: the first preferred country, else the first in the list. */
export function pickInitialCountry(
  detected: CountryCode | undefined,
  preferred: readonly CountryCode[],
  list: readonly CountryCode[],
  filter: CountryFilter,
): CountryCode | undefined {
  if (detected && isCountryAllowed(detected, filter)) return detected;
  return preferred[0] ?? list[0];
}
