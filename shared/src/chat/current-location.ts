import type { ChatContent } from './protocol';

type LocationContent = Extract<ChatContent, { kind: 'location' }>;

/**
 * The device's position as a location message, after the browser's permission prompt. Resolves
 * null where Geolocation is missing, refused or does not answer within 15 s.
 */
export function currentLocation(): Promise<LocationContent | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ kind: 'location', latitude: coords.latitude, longitude: coords.longitude, accuracy: Math.round(coords.accuracy) }),
      () => resolve(null),
      { timeout: 15_000 },
    );
  });
}
