import { useEffect, useState } from 'react';
import { DEFAULT_GEO_URL, fetchGeoCountry } from '@site/shared/phone';

/** Prices are in SAR and the seeded accounts are Saudi: the country used until the lookup answers. */
export const FALLBACK_COUNTRY = 'SA';

let cached: Promise<string> | null = null;

/** Visitor's country by IP, looked up once per page, for national phone numbers. */
export function useDetectedCountry(): string {
  const [country, setCountry] = useState(FALLBACK_COUNTRY);
  useEffect(() => {
    let alive = true;
    cached ??= fetchGeoCountry(DEFAULT_GEO_URL).then((c) => c ?? FALLBACK_COUNTRY);
    void cached.then((c) => alive && setCountry(c));
    return () => {
      alive = false;
    };
  }, []);
  return country;
}
