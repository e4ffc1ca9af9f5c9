import { useEffect, useRef } from 'react';
import { fetchGeoCountry } from './geo';
import type { CountryCode } from './types';

/**
 * Runs the IP-to-country lookup once per mount when enabled; `onResult` gets the
 * country or undefined after a logged failure (the caller applies the fallback).
 */
export function useGeoCountry(enabled: boolean, url: string, onResult: (country: CountryCode | undefined) => void): void {
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    void fetchGeoCountry(url, controller.signal).then((country) => {
      if (!controller.signal.aborted) latest.current(country);
    });
    return () => controller.abort();
  }, [enabled, url]);
}
