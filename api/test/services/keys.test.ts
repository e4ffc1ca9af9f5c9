import { seal, serverKeys, unseal } from '../../src/services/security/keys.js';

const keys = serverKeys('one-secret-of-at-least-sixteen-chars');

test('each use gets its own key, all derived from the one secret', () => {
  const all = [keys.otpHash, keys.requestFingerprint, keys.outboxSeal].map((k) => k.toString('hex'));
  expect(new Set(all).size).toBe(3);
  expect(serverKeys('one-secret-of-at-least-sixteen-chars').outboxSeal.equals(keys.outboxSeal)).toBe(true);
  expect(serverKeys('another-secret-of-sixteen-chars').outboxSeal.equals(keys.outboxSeal)).toBe(false);
});

test('sealed text opens only with its key and only unaltered', () => {
  const sealed = seal(keys.outboxSeal, 'Your verification code is 123456.');
  expect(sealed).toMatch(/^v1\./);
  expect(sealed).not.toContain('123456');
  expect(unseal(keys.outboxSeal, sealed)).toBe('Your verification code is 123456.');
  expect(unseal(keys.otpHash, sealed)).toBeNull();
  const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
  expect(unseal(keys.outboxSeal, flipped)).toBeNull();
  expect(unseal(keys.outboxSeal, 'plain text')).toBeNull();
});
