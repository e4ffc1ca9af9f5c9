import { randomUUID } from 'node:crypto';
import { DAY } from '../../../src/lib/clock.js';
import { RETRY_POLICY, retryDelayMs } from '../../../src/services/messages/backoff.js';
import { readReplyToken, replyAddress, replyToken, tokenOfAddress } from '../../../src/services/messages/reply-address.js';
import { readUnsubscribeToken, unsubscribeToken } from '../../../src/services/messages/unsubscribe.js';
import { serverKeys } from '../../../src/services/security/keys.js';

const keys = serverKeys('a-secret-for-the-token-tests-of-32+');
const other = serverKeys('another-secret-for-the-token-tests');
const now = new Date('2026-05-01T12:00:00Z');

test('a reply address names ticket and person, fits SMTP\'s 64-character local part, and survives a change of case', () => {
  const target = { ticketNumber: 4_000_000_123, accountId: randomUUID() };
  const token = replyToken(keys.replyAddress, target, now);
  const address = replyAddress('reply.example.com', token);
  expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
  expect(tokenOfAddress(address.toUpperCase(), 'reply.example.com')).toBe(token.toUpperCase());
  expect(readReplyToken(keys.replyAddress, token.toUpperCase(), now)).toEqual({ ok: true, target });
  expect(tokenOfAddress(address, 'other.example.com')).toBeNull();
});

test('a changed character, another server key or an old address is refused', () => {
  const token = replyToken(keys.replyAddress, { ticketNumber: 7, accountId: randomUUID() }, now);
  const flipped = `${token.slice(0, 10)}${token[10] === 'a' ? 'b' : 'a'}${token.slice(11)}`;
  expect(readReplyToken(keys.replyAddress, flipped, now)).toEqual({ ok: false, reason: 'forged' });
  expect(readReplyToken(other.replyAddress, token, now)).toEqual({ ok: false, reason: 'forged' });
  expect(readReplyToken(keys.replyAddress, token.slice(1), now)).toEqual({ ok: false, reason: 'forged' });
  expect(readReplyToken(keys.replyAddress, token, new Date(now.getTime() + 89 * DAY)).ok).toBe(true);
  expect(readReplyToken(keys.replyAddress, token, new Date(now.getTime() + 91 * DAY))).toEqual({ ok: false, reason: 'expired' });
});

test('unsubscribe tokens round-trip and refuse tampering', () => {
  const grant = { subject: { kind: 'account' as const, id: randomUUID() }, category: 'ticket-reply' as const };
  const token = unsubscribeToken(keys.unsubscribe, grant);
  expect(readUnsubscribeToken(keys.unsubscribe, token)).toEqual(grant);
  expect(readUnsubscribeToken(other.unsubscribe, token)).toBeNull();
  const [payload] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ s: `a:${randomUUID()}`, c: 'ticket-reply' })).toString('base64url');
  expect(readUnsubscribeToken(keys.unsubscribe, token.replace(payload!, forged))).toBeNull();
  expect(readUnsubscribeToken(keys.unsubscribe, 'garbage')).toBeNull();
  expect(readUnsubscribeToken(keys.unsubscribe, unsubscribeToken(keys.unsubscribe, { subject: { kind: 'address', address: 'v@example.org' }, category: 'chat-reply' }))).toEqual({
    subject: { kind: 'address', address: 'v@example.org' },
    category: 'chat-reply',
  });
});

test('retries back off from 15 s to a 4-hour ceiling with jitter, ending after 16 attempts within about a day', () => {
  expect([retryDelayMs(1, 0), retryDelayMs(1, 0.999)]).toEqual([7_500, 14_993]);
  expect(retryDelayMs(2, 0)).toBe(15_000);
  expect(retryDelayMs(30, 0.999)).toBeLessThanOrEqual(4 * 3_600_000);
  const waits = (random: number) => Array.from({ length: RETRY_POLICY.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1, random)).reduce((a, b) => a + b, 0);
  expect(waits(0) / 3_600_000).toBeGreaterThan(11);
  expect(waits(0.999) / 3_600_000).toBeLessThan(25);
});
