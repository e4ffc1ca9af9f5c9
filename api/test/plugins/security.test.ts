import { call, appForFile, freshIp, signUpClient } from '../helper.js';

const app = appForFile();

test('security headers: strict CSP and friends', async () => {
  const { headers } = await call(app, { method: 'GET', url: '/api/health' });
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain('frame-src https://www.google.com https://www.openstreetmap.org');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeDefined();
  expect(headers['x-powered-by']).toBeUndefined();
  // The chat's voice notes and shared locations need the microphone and geolocation, on this site only.
  expect(headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(self\), geolocation=\(self\)/);
});

test('a malformed Host header gets a translated 400, never a 500', async () => {
  for (const host of ['exa mple.com', 'example.com:port', 'a..b', '<script>', 'example.com/evil', '[::1', `${'a'.repeat(300)}.com`]) {
    for (const lang of ['en', 'ar']) {
      const answer = await call(app, { method: 'GET', url: '/robots.txt', headers: { host }, lang });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([lang === 'en' ? 'The Host header is not a valid host name.' : 'ترويسة المضيف (Host) ليست اسم مضيف صالحًا.']);
    }
  }
  for (const host of ['example.com', 'localhost:3000', 'shop.example.com.', '127.0.0.1:80', '[::1]:3000', 'my_host']) {
    expect((await call(app, { method: 'GET', url: '/api/health', headers: { host } })).status).toBe(200);
  }
});

test('a null character or a lone surrogate anywhere in a request gets a translated 400, never a 500', async () => {
  const token = await signUpClient(app);
  // Raw JSON, since a lone surrogate is only expressible as an escape: the fuzzer's own finds.
  const cases = [
    { url: '/api/auth/password/forgot', raw: '{"identifier":"\\ud800demo@example.com"}' },
    { url: '/api/auth/password/forgot', raw: '{"identifier":"demo@example.com\\u0000"}' },
    { url: '/api/contact', raw: '{"\\udfffname":"x"}' },
    { url: '/api/tickets', raw: '{"subject":"\\u200c\\udfff","details":"x"}', token },
  ];
  for (const { url, raw, token: bearer } of cases) {
    for (const lang of ['en', 'ar']) {
      const answer = await call(app, { method: 'POST', url, token: bearer, lang, payload: raw, headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
      expect({ url, raw, status: answer.status }).toEqual({ url, raw, status: 400 });
      expect(answer.body.errors).toEqual([
        lang === 'en'
          ? 'The request contains a null character or a broken Unicode character, which cannot be stored.'
          : 'يحتوي الطلب على حرف فارغ (null) أو حرف يونيكود غير صالح، ولا يمكن تخزينه.',
      ]);
    }
  }
  // A well-formed pair (an emoji) is not a lone surrogate.
  const emoji = await call(app, { method: 'POST', url: '/api/auth/password/forgot', payload: { identifier: 'nobody👩‍👩‍👧@example.com' }, remoteAddress: freshIp() });
  expect(emoji.status).not.toBe(400);
});
