import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * One secret (OTP_SECRET) in the environment, one key per use derived from it (HKDF-SHA256), so a
 * key that leaks from one use does not open the others.
 */
export interface ServerKeys {
  /** HMAC of one-time codes, bound to their challenge. */
  otpHash: Buffer;
  /** HMAC of idempotent requests (they may carry passwords). */
  requestFingerprint: Buffer;
  /** AES-256-GCM for queued outgoing messages (they carry codes). */
  outboxSeal: Buffer;
  /** HMAC of signed download links to uploads. */
  uploadLinks: Buffer;
  /** HMAC of the reply addresses on ticket emails (`reply+<token>@...`). */
  replyAddress: Buffer;
  /** HMAC of one-click unsubscribe links. */
  unsubscribe: Buffer;
  /** HMAC of preview links to drafts of public content. */
  contentPreview: Buffer;
}

const derive = (secret: string, label: string) => Buffer.from(hkdfSync('sha256', secret, 'site-api', label, 32));

export function serverKeys(secret: string): ServerKeys {
  return {
    otpHash: derive(secret, 'otp-hash'),
    requestFingerprint: derive(secret, 'request-fingerprint'),
    outboxSeal: derive(secret, 'outbox-seal'),
    uploadLinks: derive(secret, 'upload-links'),
    replyAddress: derive(secret, 'reply-address'),
    unsubscribe: derive(secret, 'unsubscribe-links'),
    contentPreview: derive(secret, 'content-preview'),
  };
}

const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]*)$/;

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): readable only with the key. */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
}

/** The sealed text, or null when it was sealed with another key or altered. */
export function unseal(key: Buffer, sealed: string): string | null {
  const match = SEALED.exec(sealed);
  if (!match) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(match[1]!, 'base64url'));
    decipher.setAuthTag(Buffer.from(match[2]!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(match[3]!, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
