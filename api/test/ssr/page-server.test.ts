import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FakeClock } from '../../src/lib/clock.js';
import { appForFile, call } from '../helper.js';

/*
 * The page server against real files: a shell and a marketing build in a temporary static root,
 * their server entries as small CommonJS modules (what the build writes, by hand), and the real
 * API for their data.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-ssr-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const none = { js: [], css: [], shared: [] };
const assets = (js: string[], css: string[]) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });
/** An app's mf-manifest.json as the federation plugin and our additions write it. */
const manifest = (name: string, buildId: string, entry: string | null, files: { js?: string[]; css?: string[] } = {}, extra: object = {}) =>
  JSON.stringify({
    name, buildId, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [],
    exposes: [{ path: './spa', assets: assets(files.js ?? [], files.css ?? []) }],
    entry: none, initial: none, pages: {}, spaShared: [], sharedFiles: {}, ssr: entry ? { entry } : null, ...extra,
  });

write('shell/dist/index.html', '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="sh-root"></div><noscript>This site needs JavaScript.</noscript></body></html>');
// Each app's texts come in a chunk per language: the page preloads its own language's only.
const texts = (hash: string) => ({ en: { js: [`texts-en.${hash}.js`], css: [], shared: [] }, ar: { js: [`texts-ar.${hash}.js`], css: [], shared: [] } });
write('shell/dist/mf-manifest.json', manifest('shell', 'shell-1', 'ssr/shell.cjs', {}, { exposes: [], initial: { js: ['bootstrap.1a2b3c4d.js'], css: ['chrome.1a2b3c4d.css'], shared: [] }, texts: texts('1a2b3c4d') }));
// The chrome shows the company name (its own data) around the areas it is given.
write('shell/dist/ssr/shell.cjs', `exports.entry = {
  load: () => ['/content/company'],
  render: async (page, data, areas) => '<header>' + data['/content/company'].name + ' ' + page.lang + ' ' + page.url + '</header><main' + (page.mainHost ? '' : ' data-custom-domain') + '>' +
    Object.entries(areas).map(([name, a]) => a ? '<div id="sh-area-' + name + '" data-ssr="' + a.buildId + '">' + a.html + '</div>' : '<div id="sh-area-' + name + '"></div>').join('') + '</main>',
};`);
const marketing = (version: string, body: string) => `globalThis.marketingRenders = 0;
exports.entry = {
  load: (page) => page.routeId === 'index' ? ['/content/home'] : page.routeId === 'blog-details' ? ['/articles/' + page.params.id] : [],
  render: async (page, data) => { globalThis.marketingRenders += 1; ${body} },
};
// ${version}`;
write('mf-marketing/dist/ssr/m1.cjs', marketing('m1', `return page.routeId === 'about' ? (() => { throw new Error('render bug'); })() : '<link rel="preload" as="image" href="/hero.svg"><h1>' + (data['/content/home'] ? data['/content/home'].hero.title : page.routeId) + '</h1>';`));
write('mf-marketing/dist/mf-manifest.json', manifest('mf_marketing', 'm1', 'ssr/m1.cjs', { js: ['spa.5e6f7a8b.js'], css: ['spa.5e6f7a8b.css'] }, { texts: texts('5e6f7a8b') }));

const lines: string[] = [];
// The manifest is re-read once a second by the app's clock: the tests move it on instead of waiting.
const clock = new FakeClock();
const app = appForFile({
  clock,
  env: { SERVE_STATIC: 'true', STATIC_ROOT: root },
  logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const renders = () => (globalThis as { marketingRenders?: number }).marketingRenders ?? 0;
const warnings = (text: string) => lines.filter((line) => line.includes(text)).length;

test('a public page arrives rendered: chrome, area, its data once, head tags, no noscript', async () => {
  const res = await call(app, { method: 'GET', url: '/ar' });
  expect(res.status).toBe(200);
  const html = res.raw.body;
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toMatch(/<div id="sh-root" data-ssr=""><header>[^<]+ ar \/ar<\/header>/);
  expect(html).toMatch(/<div id="sh-area-mf-marketing" data-ssr="m1"><h1>[^<]+<\/h1><\/div>/);
  expect(html).not.toContain('<noscript>');
  const data = JSON.parse(/<script type="application\/json" id="sh-page-data">([^<]*)<\/script>/.exec(html)![1]!) as { url: string; lang: string; data: Record<string, unknown> };
  expect(data.url).toBe('/ar');
  expect(Object.keys(data.data).sort()).toEqual(['/content/company', '/content/home']);
  // The area's resource hint goes to <head>, with the browser files the page needs first.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="preload" as="image" href="/hero.svg">');
  expect(head).toContain('<link rel="stylesheet" href="/chrome.1a2b3c4d.css">');
  expect(head).toContain('<link rel="stylesheet" href="/remotes/mf-marketing/spa.5e6f7a8b.css">');
  expect(head).toContain('<link rel="preload" as="script" href="/remotes/mf-marketing/remoteEntry.js">');
  expect(head).toContain('<link rel="preload" as="script" href="/bootstrap.1a2b3c4d.js">');
  expect(head).toContain('<link rel="preload" as="script" href="/texts-ar.1a2b3c4d.js">');
  expect(head).toContain('<link rel="preload" as="script" href="/remotes/mf-marketing/texts-ar.5e6f7a8b.js">');
  expect(head).not.toContain('texts-en');
});

const embedded = (html: string) =>
  JSON.parse(/<script type="application\/json" id="sh-page-data">([^<]*)<\/script>/.exec(html)![1]!) as { url: string; lang: string; version: string; data: Record<string, unknown> };

test('a page\'s payload file answers exactly the data its HTML embeds, cached like it; with the current content key for good', async () => {
  const page = embedded((await call(app, { method: 'GET', url: '/ar?tab=x' })).raw.body);
  const fresh = await call(app, { method: 'GET', url: '/ar/_payload.json?tab=x' });
  expect(fresh.status).toBe(200);
  expect(fresh.headers['content-type']).toMatch(/^application\/json/);
  expect(fresh.headers['cache-control']).toBe('no-cache');
  expect(fresh.raw.body).toBe(JSON.stringify(page));
  expect(page).toMatchObject({ url: '/ar?tab=x', lang: 'ar' });
  expect(Object.keys(page.data).sort()).toEqual(['/content/company', '/content/home']);
  // Asked for with the key the page carries: an address that never changes its answer.
  const keyed = await call(app, { method: 'GET', url: `/ar/_payload.json?tab=x&_v=${page.version}` });
  expect(keyed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(keyed.raw.body).toBe(fresh.raw.body);
  const etag = String(keyed.headers.etag);
  expect((await call(app, { method: 'GET', url: '/ar/_payload.json?tab=x', headers: { 'if-none-match': etag } })).status).toBe(304);
  // A stale key is answered, not kept for good.
  expect((await call(app, { method: 'GET', url: '/ar/_payload.json?tab=x&_v=old.1' })).headers['cache-control']).toBe('no-cache');
});

test('a payload file of no page, of a page rendered in the browser, or of a missing record is a 404', async () => {
  for (const url of ['/en/nowhere/_payload.json', '/en/tickets/_payload.json', '/en/login/_payload.json', '/en/blog/no-such-post/_payload.json']) {
    expect((await call(app, { method: 'GET', url })).status).toBe(404);
  }
});

test('the bare root is home in the visitor\'s language', async () => {
  const res = await call(app, { method: 'GET', url: '/', headers: { 'accept-language': 'fr;q=1, ar;q=0.8' } });
  expect(res.raw.body).toContain('<html lang="ar" dir="rtl">');
  expect(res.raw.body).toContain(' ar /ar</header>');
  const cookie = await call(app, { method: 'GET', url: '/', headers: { cookie: 'locale=en', 'accept-language': 'ar' } });
  expect(cookie.raw.body).toContain(' en /en</header>');
});

test('a subdomain of a main host has the site\'s own chrome; a customer\'s domain has its own', async () => {
  const main = await call(app, { method: 'GET', url: '/en/blog', headers: { host: 'www.example.com' } });
  expect(main.status).toBe(200);
  expect(main.raw.body).toMatch(/<header>[^<]+ en \/en\/blog<\/header><main>/);
  const custom = await call(app, { method: 'GET', url: '/en/terms', headers: { host: 'customer.test' } });
  expect(custom.status).toBe(200);
  expect(custom.raw.body).toMatch(/<header>[^<]+ en \/en\/terms<\/header><main data-custom-domain>/);
});

test("a customer's domain serves its own record's pages, signing in and the account pages, and nothing else", async () => {
  const host = { host: 'customer.test' };
  for (const lang of ['en', 'ar']) {
    for (const path of ['/groups/riyadh-web-developers', '/groups/riyadh-web-developers/criteria', '/groups/riyadh-web-developers/stats', '/login', '/register', '/terms']) {
      const res = await call(app, { method: 'GET', url: `/${lang}${path}`, headers: host });
      expect([path, res.status]).toEqual([path, 200]);
    }
    for (const path of ['/groups', '/groups/data-and-ai-circle', '/supporting_members', '/about', '/blog', '/plans', '/contactus']) {
      const res = await call(app, { method: 'GET', url: `/${lang}${path}`, headers: host });
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.raw.body).toContain(`<html lang="${lang}"`);
      expect(res.raw.body).toContain(`href="/${lang}/groups/riyadh-web-developers"`);
    }
  }
  const refused = await call(app, { method: 'GET', url: '/ar/about', headers: host });
  expect(refused.raw.body).toContain('هذه الصفحة ليست من هذا الموقع.');
});

test("a customer's domain gives the payloads of its own pages only, and none for an unknown domain", async () => {
  const host = { host: 'customer.test' };
  for (const lang of ['en', 'ar']) {
    const own = await call(app, { method: 'GET', url: `/${lang}/groups/riyadh-web-developers/_payload.json`, headers: host });
    expect(own.status).toBe(200);
    for (const path of ['/groups', '/groups/data-and-ai-circle', '/about', '/blog']) {
      const res = await call(app, { method: 'GET', url: `/${lang}${path}/_payload.json`, headers: host });
      expect([path, res.status]).toEqual([path, 404]);
      // The error body only: no record's data.
      expect(Object.keys(JSON.parse(res.raw.body)).sort()).toEqual(['errors', 'message']);
    }
  }
  expect((await call(app, { method: 'GET', url: '/en/groups/_payload.json', headers: { host: 'nobody.test' } })).status).toBe(404);
});

test('a rendered page is served again from memory, until the content changes', async () => {
  const first = await call(app, { method: 'GET', url: '/en' });
  const before = renders();
  const again = await call(app, { method: 'GET', url: '/en', headers: { 'accept-encoding': 'br' } });
  expect(renders()).toBe(before);
  expect(again.headers['content-encoding']).toBe('br');
  await app.deps.db.execute(sql`update content_home_hero set title = jsonb_build_object('en', 'A fresh hero', 'ar', 'بطل جديد')`);
  for (let i = 0; i < 50 && !(await call(app, { method: 'GET', url: '/en' })).raw.body.includes('A fresh hero'); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect((await call(app, { method: 'GET', url: '/en' })).raw.body).toContain('<h1>A fresh hero</h1>');
  expect(first.raw.body).not.toContain('A fresh hero');
});

test('a remote whose server render throws renders in the browser; the chrome still arrives; logged once', async () => {
  for (let i = 0; i < 2; i += 1) {
    const res = await call(app, { method: 'GET', url: '/en/about' });
    expect(res.status).toBe(200);
    expect(res.raw.body).toMatch(/<header>[^<]+ en \/en\/about<\/header><main><div id="sh-area-mf-marketing"><\/div><\/main>/);
  }
  expect(warnings('server render failed')).toBe(1);
});

test('a detail page whose record does not exist is a 404 with the chrome, its area left to the browser', async () => {
  const res = await call(app, { method: 'GET', url: '/en/blog/no-such-post' });
  expect(res.status).toBe(404);
  expect(res.raw.body).toContain('<div id="sh-area-mf-marketing"></div>');
});

test('a new release is live without a restart; one whose server build is missing renders in the browser, logged once', async () => {
  write('mf-marketing/dist/ssr/m2.cjs', marketing('m2', `return '<h1>release two</h1>';`));
  write('mf-marketing/dist/mf-manifest.json', manifest('mf_marketing', 'm2', 'ssr/m2.cjs'));
  clock.advance(1100);
  expect((await call(app, { method: 'GET', url: '/en/partners' })).raw.body).toContain('<div id="sh-area-mf-marketing" data-ssr="m2"><h1>release two</h1></div>');

  write('mf-marketing/dist/mf-manifest.json', manifest('mf_marketing', 'm3', 'ssr/missing.cjs'));
  clock.advance(1100);
  for (const url of ['/en/team', '/en/branches']) {
    const res = await call(app, { method: 'GET', url });
    expect(res.status).toBe(200);
    expect(res.raw.body).toContain('<div id="sh-area-mf-marketing"></div>');
  }
  expect(warnings('server build not loaded')).toBe(1);
});
