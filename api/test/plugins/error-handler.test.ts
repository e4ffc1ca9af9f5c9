import fc from 'fast-check';
import { call, appForFile } from '../helper.js';

const app = appForFile({
  plugins: [
    async (api) => {
      api.get('/test/boom', async () => {
        throw new Error('secret connection string postgres://user:pw@db');
      });
    },
  ],
});

test('unknown /api route: JSON 404 in English by default and in Arabic on request', async () => {
  const en = await call(app, { method: 'GET', url: '/api/nope?x=1' });
  expect(en.status).toBe(404);
  expect(en.body).toEqual({ message: 'Page not found: /api/nope', errors: [] });
  const ar = await call(app, { method: 'POST', url: '/api/nope', lang: 'ar-SA,ar;q=0.9,en;q=0.5' });
  expect(ar.status).toBe(404);
  expect(ar.body.message).toBe('الصفحة غير موجودة: /api/nope');
});

test('validation errors are 422 with the form messages in the request language', async () => {
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
  const reg = await call(app, { method: 'POST', url: '/api/auth/register', payload: { fullName: 'A' }, lang: 'en' });
  expect(reg.status).toBe(422);
  expect(reg.body.errors).toEqual(expect.arrayContaining(['Gender is required', 'Email is required', 'You must accept terms and conditions.']));
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

test('random bodies never produce a 5xx on a validated route', async () => {
  await fc.assert(
    fc.asyncProperty(fc.jsonValue(), async (payload) => {
      const { status } = await call(app, { method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress: '10.9.9.9' });
      return status < 500;
    }),
    { numRuns: 200 },
  );
});
