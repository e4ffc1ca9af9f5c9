import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ContentType, isContentType } from '@site/shared/content-editing';
import { HOUR } from '../../lib/clock.js';

/** How long a preview link works: long enough to pass it to a colleague, short enough not to leak drafts for long. */
export const PREVIEW_TTL_MS = HOUR;

export interface PreviewGrant {
  type: ContentType;
  id: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Preview links: `<payload>.<hmac>` (base64url) naming one item's draft and an expiry. Anyone
 * holding the link sees that draft on its public page until it expires; nothing else.
 */
export function previewSigner(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(type: ContentType, id: string, now: Date): { token: string; expiresAt: Date } {
      const exp = Math.floor((now.getTime() + PREVIEW_TTL_MS) / 1000);
      const payload = Buffer.from(JSON.stringify({ type, id, exp })).toString('base64url');
      return { token: `${payload}.${mac(payload).toString('base64url')}`, expiresAt: new Date(exp * 1000) };
    },
    /** The grant of a valid, unexpired token; null otherwise. */
    verify(token: string, now: Date): PreviewGrant | null {
      const match = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = mac(match[1]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const grant = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as PreviewGrant;
      if (!isContentType(grant.type) || typeof grant.id !== 'string' || !Number.isInteger(grant.exp)) return null;
      return grant.exp * 1000 > now.getTime() ? grant : null;
    },
  };
}

export type PreviewSigner = ReturnType<typeof previewSigner>;
