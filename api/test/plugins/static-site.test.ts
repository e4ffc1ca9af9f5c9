import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_ENV, appForFile, call } from '../helper.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-static-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('shell/dist/index.html', '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>');
write('shell/dist/main.0b8c718b.js', 'console.log(1)');
write('shell/dist/builds/latest.json', '{"id":"build-42","timestamp":1}');
write('mf-portal/dist/remoteEntry.js', 'var portal;');
write('mf-portal/dist/mf-manifest.json', '{}');
write('mf-portal/dist/212.3a4b5c6d.js', 'chunk');

const app = appForFile({ env: { ...PRODUCTION_ENV, SERVE_STATIC: 'true', STATIC_ROOT: root } });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('known page paths get index.html with 200', async () => {
  const articles = await call(app, { method: 'GET', url: '/api/articles?kind=blog' });
  const postId = (articles.body.items as Array<{ id: number }>)[0]!.id;
  for (const url of ['/', '/ar', '/en', '/en/about', `/ar/blog/${postId}`, '/en/tickets/5', '/ar/groups/3/product/9', '/en/login?from=%2Fen%2Fprofile']) {
    const r = await call(app, { method: 'GET', url });
    expect([url, r.status]).toEqual([url, 200]);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.raw.body).toContain('<div id="root">');
  }
  const ar = await call(app, { method: 'GET', url: '/ar/about' });
  expect(ar.raw.body).toContain('<html lang="ar" dir="rtl">');
});

test('unknown page paths get index.html with 404', async () => {
  // A detail route whose record does not exist is a 404 too (no soft 404s for crawlers).
  for (const url of ['/en/nope', '/fr/about', '/about', '/en/blog/1/2', '/en/blog/987654']) {
    const r = await call(app, { method: 'GET', url });
    expect([url, r.status]).toEqual([url, 404]);
    expect(r.raw.body).toContain('<div id="root">');
  }
});

test("an unknown page under /ar is served in Arabic: the document's language, direction and title", async () => {
  for (const url of ['/ar/no-such-page', '/ar/blog/987654']) {
    const r = await call(app, { method: 'GET', url });
    expect([url, r.status]).toEqual([url, 404]);
    expect(r.raw.body).toContain('<html lang="ar" dir="rtl">');
    expect(r.raw.body).toMatch(/<title>[^<]*\u0635\u0641\u062d\u0629[^<]*<\/title>/);
  }
  const en = await call(app, { method: 'GET', url: '/en/no-such-page' });
  expect(en.raw.body).toContain('<html lang="en" dir="ltr">');
});

test('missing files and API paths are JSON 404s, never the shell', async () => {
  for (const url of ['/missing.js', '/remotes/mf-portal/nope.js', '/remotes/mf-groups/remoteEntry.js', '/api/nope']) {
    const r = await call(app, { method: 'GET', url });
    expect([url, r.status]).toEqual([url, 404]);
    expect(r.body.message).toMatch(/^Page not found: /);
  }
});

test('cache headers: entry files no-cache, hashed files immutable', async () => {
  const hashed = await call(app, { method: 'GET', url: '/main.0b8c718b.js' });
  expect(hashed.status).toBe(200);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const entry = await call(app, { method: 'GET', url: '/remotes/mf-portal/remoteEntry.js' });
  expect(entry.status).toBe(200);
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect((await call(app, { method: 'GET', url: '/remotes/mf-portal/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
  expect((await call(app, { method: 'GET', url: '/remotes/mf-portal/212.3a4b5c6d.js' })).headers['cache-control']).toContain('immutable');
  const latest = await call(app, { method: 'GET', url: '/builds/latest.json' });
  expect(latest.status).toBe(200);
  expect(latest.headers['cache-control']).toBe('no-cache');
  expect(latest.body.id).toBe('build-42');
});

test('GET /app-config.json is built from env', async () => {
  const r = await call(app, { method: 'GET', url: '/app-config.json' });
  expect(r.status).toBe(200);
  expect(r.headers['cache-control']).toBe('no-cache');
  expect(r.body).toEqual({
    apiBaseUrl: '/api',
    mainHosts: ['localhost', 'example.com', 'test.example.com'],
    buildId: 'build-42',
    remotes: {
      'mf-marketing': '/remotes/mf-marketing/mf-manifest.json',
      'mf-portal': '/remotes/mf-portal/mf-manifest.json',
      'mf-groups': '/remotes/mf-groups/mf-manifest.json',
      'mf-chat': '/remotes/mf-chat/mf-manifest.json',
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
    },
  });
});

test('page HTML carries the CSP too', async () => {
  const r = await call(app, { method: 'GET', url: '/en' });
  expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");
});

test('pages preload the run-time config and their own remote\'s manifest, not the overlays\'', async () => {
  const home = (await call(app, { method: 'GET', url: '/ar' })).raw.body;
  const preloads = [...home.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((m) => m[1]);
  expect(preloads).toEqual(['/app-config.json', '/remotes/mf-marketing/mf-manifest.json']);
  // The chat launcher loads once the page is up; an unknown page has no remote of its own.
  const login = (await call(app, { method: 'GET', url: '/en/login' })).raw.body;
  expect(login).toContain('href="/remotes/mf-portal/mf-manifest.json"');
  expect(login).not.toContain('mf-chat/mf-manifest.json');
  const missing = (await call(app, { method: 'GET', url: '/en/nope' })).raw.body;
  expect(missing).toContain('<link rel="preload" href="/app-config.json"');
  expect(missing).not.toContain('mf-manifest.json');
});

test('pre-compressed copies are sent to browsers that accept them, with the original\'s caching', async () => {
  write('mf-portal/dist/212.3a4b5c6d.js.br', 'brotli-bytes');
  write('mf-portal/dist/remoteEntry.js.gz', 'gzip-bytes');
  const br = await call(app, { method: 'GET', url: '/remotes/mf-portal/212.3a4b5c6d.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.raw.body).toBe('brotli-bytes');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await call(app, { method: 'GET', url: '/remotes/mf-portal/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['cache-control']).toBe('no-cache');
  const plain = await call(app, { method: 'GET', url: '/remotes/mf-portal/remoteEntry.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.raw.body).toBe('var portal;');
});

test("with PUBLIC_URL, a page a customer's domain does not have goes to the same address on the main site", async () => {
  for (const url of ['/en/groups', '/ar/about?x=1', '/en/groups/data-and-ai-circle']) {
    const r = await call(app, { method: 'GET', url, headers: { host: 'customer.test' } });
    expect([url, r.status, r.headers.location]).toEqual([url, 302, `https://example.com${url}`]);
  }
  const own = await call(app, { method: 'GET', url: '/ar/groups/riyadh-web-developers', headers: { host: 'customer.test' } });
  expect(own.status).toBe(200);
});
