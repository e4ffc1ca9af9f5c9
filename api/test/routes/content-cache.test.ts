import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { appForFile, call } from '../helper.js';

const app = appForFile();

const heroTitle = async (lang: 'en' | 'ar') =>
  ((await call(app, { method: 'GET', url: '/api/content/home', lang })).body.hero as { title: string }).title;

/** Notifications arrive asynchronously after the commit. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

test('a content change shows on the next request, in both languages, with a new ETag', async () => {
  const before = await call(app, { method: 'GET', url: '/api/content/home', lang: 'en' });
  const title = (before.body.hero as { title: string }).title;
  expect(await heroTitle('ar')).not.toBe(title);
  const versionBefore = app.contentVersion.current;

  await app.deps.db.execute(sql`update content_home_hero set title = jsonb_build_object('en', 'Changed hero', 'ar', 'بطل معدل')`);

  expect(await eventually(() => heroTitle('en'), (t) => t === 'Changed hero')).toBe('Changed hero');
  expect(await heroTitle('ar')).toBe('بطل معدل');
  expect(app.contentVersion.current).toBeGreaterThan(versionBefore);
  const after = await call(app, { method: 'GET', url: '/api/content/home', lang: 'en' });
  expect(after.headers.etag).not.toBe(before.headers.etag);
  // A client holding the old copy gets the new one, not a 304.
  const revalidated = await call(app, { method: 'GET', url: '/api/content/home', lang: 'en', headers: { 'if-none-match': before.headers.etag as string } });
  expect(revalidated.status).toBe(200);
});

test('the same answer comes back byte for byte, compressed for clients that accept it', async () => {
  const plain = await call(app, { method: 'GET', url: '/api/features', lang: 'ar' });
  const br = await app.inject({ method: 'GET', url: '/api/features', headers: { 'accept-language': 'ar', 'accept-encoding': 'gzip, deflate, br' } });
  const gzip = await app.inject({ method: 'GET', url: '/api/features', headers: { 'accept-language': 'ar', 'accept-encoding': 'gzip;q=1, br;q=0' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.raw.body);
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.raw.body);
  expect(br.rawPayload.length).toBeLessThan(plain.raw.rawPayload.length / 2);
  // Each representation has its own validator; any of them revalidates the same body.
  expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  const notModified = await app.inject({
    method: 'GET',
    url: '/api/features',
    headers: { 'accept-language': 'ar', 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
  });
  expect(notModified.statusCode).toBe(304);
});

test('small answers and errors are not compressed or cached', async () => {
  const missing = await app.inject({ method: 'GET', url: '/api/services/no-such-id', headers: { 'accept-encoding': 'br' } });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-encoding']).toBeUndefined();
  expect(missing.headers.etag).toBeUndefined();
  const invalid = await app.inject({ method: 'GET', url: '/api/articles?pageSize=abc' });
  expect(invalid.statusCode).toBe(422);
  expect((await app.inject({ method: 'GET', url: '/api/articles?pageSize=abc' })).statusCode).toBe(422);
});
