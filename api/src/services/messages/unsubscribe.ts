import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationCategory, type NotificationCategory } from '@site/shared/notifications';

/** Who unsubscribes: an account (its email of that category stops) or an address without an account. */
export type UnsubscribeSubject = { kind: 'account'; id: string } | { kind: 'address'; address: string };

export interface UnsubscribeGrant {
  subject: UnsubscribeSubject;
  category: NotificationCategory;
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');

/**
 * `<payload>.<mac>` (base64url): the link itself proves the right to unsubscribe, so it works
 * without signing in; it never expires (RFC 8058 links must keep working) and says nothing but
 * whom and which category.
 */
export function unsubscribeToken(key: Buffer, grant: UnsubscribeGrant): string {
  const s = grant.subject.kind === 'account' ? `a:${grant.subject.id}` : `e:${grant.subject.address}`;
  const payload = Buffer.from(JSON.stringify({ s, c: grant.category })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The grant a token carries, or null when it was altered or made up. */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeGrant | null {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (rest.length || !payload || signature.length !== 22) return null;
  const expected = Buffer.from(mac(key, payload));
  if (!timingSafeEqual(expected, Buffer.from(signature.padEnd(expected.length).slice(0, expected.length)))) return null;
  try {
    const { s, c } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; c?: unknown };
    if (typeof s !== 'string' || !isNotificationCategory(c)) return null;
    if (s.startsWith('a:')) return { subject: { kind: 'account', id: s.slice(2) }, category: c };
    if (s.startsWith('e:')) return { subject: { kind: 'address', address: s.slice(2) }, category: c };
    return null;
  } catch {
    return null;
  }
}
