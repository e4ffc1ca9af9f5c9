import { AGENT, appForFile, call, freshIp, loginToken } from '../helper.js';

const app = appForFile();

const valid = {
  name: 'Fahad Al-Salem',
  mobile: '0501234567',
  email: 'fahad@example.com',
  message: 'We would like a quote for a bilingual booking app.',
};

const post = (payload: unknown, opts: { lang?: string; ip?: string; key?: string } = {}) =>
  call(app, {
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    lang: opts.lang,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
  });

describe('POST /api/contact validation', () => {
  const empty = { name: '', mobile: '', email: '', message: '' };

  test('422 with the form validation messages in English', async () => {
    const res = await post(empty, { lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid.');
    expect(res.body.errors).toEqual(
      expect.arrayContaining(['Name is required.', 'Phone number must be between 9 and 15 digits.', 'Please enter a valid email.']),
    );
    expect(res.body.errors).toHaveLength(4);
  });

  test('422 with the same messages in Arabic', async () => {
    const res = await post(empty, { lang: 'ar' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('البيانات المدخلة غير صالحة.');
    expect(res.body.errors).toEqual(expect.arrayContaining(['الاسم مطلوب.', 'يرجى إدخال بريد إلكتروني صالح.']));
    expect((res.body.errors ?? []).every((m) => /[\u0600-\u06FF]/.test(m))).toBe(true);
  });

  test('phone length, email format and the 2000 character limit', async () => {
    const short = await post({ ...valid, mobile: '0501' });
    expect(short.body.errors).toEqual(['Phone number must be between 9 and 15 digits.']);
    const badEmail = await post({ ...valid, email: 'not-an-email' });
    expect(badEmail.body.errors).toEqual(['Please enter a valid email.']);
    const long = await post({ ...valid, message: 'x'.repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual(['Message must be a maximum of 2000 characters']);
    const max = await post({ ...valid, message: 'x'.repeat(2000) });
    expect(max.status).toBe(201);
  });

  test('a body that is not an object reports every field, not a crash', async () => {
    const res = await call(app, { method: 'POST', url: '/api/contact', payload: '[]', headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContain('Name is required.');
  });
});

describe('stored messages', () => {
  test('success returns an id that an agent can read back', async () => {
    const created = await post(valid, { lang: 'ar' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const agent = await loginToken(app, AGENT.email, AGENT.password);
    const read = await call(app, { method: 'GET', url: `/api/contact/${id}`, token: agent });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ...valid, id });
    expect(Number.isNaN(Date.parse(read.body.createdAt as string))).toBe(false);

    const missing = await call(app, { method: 'GET', url: '/api/contact/00000000-0000-4000-8000-000000000000', token: agent, lang: 'ar' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/[\u0600-\u06FF]/);
    const garbage = await call(app, { method: 'GET', url: '/api/contact/not-a-uuid', token: agent });
    expect(garbage.status).toBe(404);
  });

  test('reading needs a signed-in agent: 401 anonymous, 403 for a client', async () => {
    const created = await post(valid);
    const id = created.body.id as string;
    expect((await call(app, { method: 'GET', url: `/api/contact/${id}` })).status).toBe(401);
    const client = await loginToken(app);
    const asClient = await call(app, { method: 'GET', url: `/api/contact/${id}`, token: client, lang: 'ar' });
    expect(asClient.status).toBe(403);
    expect(asClient.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  test('Idempotency-Key: a repeated request replays the first answer and stores one message', async () => {
    const ip = freshIp();
    const first = await post(valid, { ip, key: 'contact-key-1' });
    const second = await post(valid, { ip, key: 'contact-key-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const other = await post(valid, { ip, key: 'contact-key-2' });
    expect(other.body.id).not.toBe(first.body.id);
  });
});

test('rate limit: the sixth message from one address in 10 minutes is a translated 429', async () => {
  const ip = freshIp();
  for (let i = 0; i < 5; i += 1) expect((await post(valid, { ip })).status).toBe(201);
  const en = await post(valid, { ip });
  expect(en.status).toBe(429);
  expect(en.body).toEqual({ message: 'Too many requests. Please try again later.', errors: [] });
  expect(Number(en.headers['retry-after'])).toBeGreaterThan(0);
  const ar = await post(valid, { ip, lang: 'ar' });
  expect(ar.status).toBe(429);
  expect(ar.body.message).toBe('طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.');
  // Another address is unaffected.
  expect((await post(valid)).status).toBe(201);
});
