import { createHmac, timingSafeEqual } from 'node:crypto';
import { HOUR } from '../../lib/clock.js';

/**
 * Download links carry an expiry and an HMAC of (upload id, expiry) so `<img>`, `<video>` and
 * `<a download>` work without an Authorization header. A link is only ever handed to someone
 * who may see the file, and lives one to two hours: the expiry is rounded to the hour, so the
 * same file keeps the same URL for an hour and browsers can cache it.
 */
export const LINK_WINDOW_MS = HOUR;

export interface LinkSigner {
  /** Query parameters for a link to `id` that is valid at `now`. */
  sign(id: string, now: Date): { exp: number; sig: string };
  verify(id: string, exp: number, sig: string, now: Date): boolean;
}

export function linkSigner(key: Buffer): LinkSigner {
  const mac = (id: string, exp: number) => createHmac('sha256', key).update(`${id}.${exp}`).digest();
  return {
    sign(id, now) {
      const exp = (Math.floor(now.getTime() / LINK_WINDOW_MS) + 2) * (LINK_WINDOW_MS / 1000);
      return { exp, sig: mac(id, exp).toString('base64url') };
    },
    verify(id, exp, sig, now) {
      if (!Number.isInteger(exp) || exp * 1000 <= now.getTime()) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(id, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
