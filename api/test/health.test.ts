import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { messageKeys } from '../src/i18n/index.js';
import { buildTestApp, call } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    plugins: [
      async (api) => {
        api.get('/test/boom', async () => {
          throw new Error('secret connection string postgres://user:pw@db');
        });
      },
    ],
  });
});
afterAll(async () => {
  await app.close();
});

test('GET /api/health pings the database', async () => {
  const { status, body } = await call(app, { method: 'GET', url: '/api/health' });
  expect(status).toBe(200);
  expect(body.status).toBe('ok');
  expect(['pglite', 'postgres']).toContain(body.database);
});

test('unknown /api route: JSON 404 in English by default and in Arabic on request', async () => {
  const en = await call(app, { method: 'GET', url: '/api/nope?x=1' });
  expect(en.status).toBe(404);
  expect(en.body).toEqual({ message: 'Page not found: /api/nope', errors: [] });
  const ar = await call(app, { method: 'POST', url: '/api/nope', lang: 'ar-SA,ar;q=0.9,en;q=0.5' });
  expect(ar.status).toBe(404);
  expect(ar.body.message).toBe('الصفحة غير موجودة: /api/nope');
});

test('validation errors are 422 with SPEC 5 messages in the request language', async () => {
  const payload = { identifier: 'x', password: '' };
  const en = await call(app, { method: 'POST', url: '/api/auth/login', payload });
  expect(en.status).toBe(422);
  expect(en.body.message).toBe('The given data was invalid.');
  // The login form's schema: any stored password may be typed, so only "required" applies.
  expect(en.body.errors).toEqual(['Please enter a valid phone number or email', 'Password is required']);
  const ar = await call(app, { method: 'POST', url: '/api/auth/login', payload, lang: 'ar' });
  expect(ar.body.errors?.[0]).toMatch(/^يرجى إدخال رقم (جوال|هاتف) أو بريد إلكتروني صالح/);
});

test('missing fields use the generic "{field} is required" message', async () => {
  const { status, body } = await call(app, { method: 'POST', url: '/api/profile/two-factor', payload: {} });
  // Auth runs first: unauthenticated beats invalid.
  expect([401, 422]).toContain(status);
  const reg = await call(app, { method: 'POST', url: '/api/auth/register', payload: { fullName: 'A' }, lang: 'en' });
  expect(reg.status).toBe(422);
  expect(reg.body.errors).toEqual(expect.arrayContaining(['Gender is required', 'Email is required', 'You must accept terms and conditions.']));
  expect(body.message).toBeDefined();
});

test('malformed JSON is a translated 400', async () => {
  const { status, body } = await call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: '{"identifier":',
    headers: { 'content-type': 'application/json' },
    lang: 'ar',
  });
  expect(status).toBe(400);
  expect(body.message).toBe('محتوى الطلب ليس بصيغة JSON صالحة.');
});

test('5xx never leaks internals', async () => {
  const { status, body } = await call(app, { method: 'GET', url: '/api/test/boom' });
  expect(status).toBe(500);
  expect(body).toEqual({ message: 'Something went wrong.', errors: ['500 Internal Server Error'] });
  expect(JSON.stringify(body)).not.toContain('postgres');
});

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
});

test('GET /api/geo/country answers in the SPEC 7 text format', async () => {
  const fallback = await call(app, { method: 'GET', url: '/api/geo/country' });
  expect(fallback.raw.body).toBe('1;SA;SAU;Saudi Arabia');
  const eg = await call(app, { method: 'GET', url: '/api/geo/country', headers: { 'cf-ipcountry': 'eg' } });
  expect(eg.raw.body).toBe('1;EG;EGY;Egypt');
  expect(eg.raw.body.slice(2, 4)).toBe('EG');
  const junk = await call(app, { method: 'GET', url: '/api/geo/country', headers: { 'x-country': 'XX' } });
  expect(junk.raw.body.startsWith('1;SA;')).toBe(true);
});

test('server messages exist in both languages with the same keys', () => {
  const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
  expect(base(messageKeys('ar'))).toEqual(base(messageKeys('en')));
});

test('random bodies never produce a 5xx on a validated route', async () => {
  await fc.assert(
    fc.asyncProperty(fc.jsonValue(), async (payload) => {
      const { status } = await call(app, { method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress: '10.9.9.9' });
      return status < 500;
    }),
    { numRuns: 200 },
  );
});
