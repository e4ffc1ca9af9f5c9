import { Limited, OutOfSpace } from '../../lib/errors.js';
import type { Principal } from '../identity/index.js';

const MB = 1024 * 1024;

/**
 * Bytes that may be uploaded per day. Attaching a file does not give its room back, so sending
 * files into a chat one by one stores no more than leaving them pending. Anonymous principals (chat
 * visitors) get little: a visitor identity costs nothing to make.
 */
export const UPLOAD_QUOTAS = {
  /** One signed-in account. */
  account: 500 * MB,
  /** One anonymous principal. */
  anonymous: 50 * MB,
  /** Everything uploaded from one client address (an office shares it). */
  address: 2048 * MB,
  /** Anonymous uploads from one client address together. */
  anonymousAddress: 200 * MB,
} as const;

/** Quotas are counted in KiB in the limit store, whose counters are 32-bit. */
export const QUOTA_UNIT = 1024;

/**
 * The quota counters one upload is charged to, and the bytes each allows per day. `ip` is null
 * for files that come with an email (the mail server's address is nobody's).
 */
export function quotasOf(principal: Principal, ip: string | null): Array<{ key: string; bytes: number }> {
  const anonymous = principal.kind !== 'account';
  const quotas = [{ key: `upload-bytes:${principal.kind}:${principal.id}`, bytes: anonymous ? UPLOAD_QUOTAS.anonymous : UPLOAD_QUOTAS.account }];
  if (ip === null) return quotas;
  quotas.push({ key: `upload-bytes-ip:${ip}`, bytes: UPLOAD_QUOTAS.address });
  if (anonymous) quotas.push({ key: `upload-bytes-ip-anonymous:${ip}`, bytes: UPLOAD_QUOTAS.anonymousAddress });
  return quotas;
}

export const quotaReached = () => new Limited('uploads.quotaReached');
export const noSpace = () => new OutOfSpace('uploads.noSpace');
