import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FakeClock, HOUR } from '../../src/lib/clock.js';
import { EDITOR, appForFile, call, loginToken } from '../helper.js';

/*
 * Preview and publish as the served HTML shows them, fetched without a browser: a shell and a
 * marketing build whose server entries print the home hero's title, rendered by the real page
 * server from the real API.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-preview-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const none = { js: [], css: [], shared: [] };
const buildManifest = (name: string, entry: string) =>
  JSON.stringify({
    name, buildId: `${name}-1`, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [],
    exposes: [{ path: './spa', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
    entry: none, initial: none, pages: {}, spaShared: [], sharedFiles: {}, ssr: { entry },
  });
write('shell/dist/index.html', '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="sh-root"></div></body></html>');
write('shell/dist/mf-manifest.json', buildManifest('shell', 'ssr/shell.cjs'));
write('shell/dist/ssr/shell.cjs', `exports.entry = { load: () => [], render: async (page, data, areas) => Object.values(areas).map((a) => a ? a.html : '').join('') };`);
write('mf-marketing/dist/mf-manifest.json', buildManifest('mf_marketing', 'ssr/m.cjs'));
write('mf-marketing/dist/ssr/m.cjs', `exports.entry = {
  load: (page) => page.routeId === 'index' ? ['/content/home'] : [],
  render: async (page, data) => '<h1 id="hero">' + (data['/content/home'] ? data['/content/home'].hero.title : '') + '</h1>',
};`);

const clock = new FakeClock();
const app = appForFile({ clock, env: { SERVE_STATIC: 'true', STATIC_ROOT: root } });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let editor = '';
type Hero = { id: string; title: { en: string; ar: string } } & Record<string, unknown>;
let hero: Hero;
beforeAll(async () => {
  editor = await loginToken(app, EDITOR.email, EDITOR.password);
  hero = ((await call(app, { method: 'GET', url: '/api/admin/content/home-hero', token: editor })).body.items as Array<{ live: Hero }>)[0]!.live;
});

const page = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, hero: /<h1 id="hero">([^<]*)<\/h1>/.exec(res.body)?.[1], headers: res.headers };
};
const previewUrl = async (lang: 'ar' | 'en') =>
  (await call(app, { method: 'POST', url: `/api/admin/content/home-hero/${hero.id}/preview`, token: editor, payload: { lang } })).body.url as string;

test('a preview link renders the real page with the draft, in either language; the public page keeps the live text', async () => {
  expect((await page('/ar')).hero).toBe(hero.title.ar);
  const draft = { ...hero, title: { en: 'Draft hero', ar: 'بطل المسودة' } };
  expect((await call(app, { method: 'PUT', url: `/api/admin/content/home-hero/${hero.id}/draft`, token: editor, payload: { data: draft } })).status).toBe(200);

  const ar = await page(await previewUrl('ar'));
  expect(ar).toMatchObject({ status: 200, hero: 'بطل المسودة' });
  expect(ar.headers['cache-control']).toBe('private, no-store');
  expect(ar.headers['x-robots-tag']).toBe('noindex');
  expect((await page(await previewUrl('en'))).hero).toBe('Draft hero');
  // The preview was not kept for anyone else.
  expect((await page('/ar')).hero).toBe(hero.title.ar);
  expect((await page('/en')).hero).toBe(hero.title.en);

  const link = await previewUrl('ar');
  clock.advance(HOUR + 1000);
  expect((await page(link)).status).toBe(404);
});

test('publishing shows on the very next request of /ar, while /en keeps its English text', async () => {
  // Both pages are in the page cache before the publish.
  await page('/ar');
  await page('/en');
  const draft = { ...hero, title: { ...hero.title, ar: 'عنوان منشور للتو' } };
  await call(app, { method: 'PUT', url: `/api/admin/content/home-hero/${hero.id}/draft`, token: editor, payload: { data: draft } });
  expect((await call(app, { method: 'POST', url: `/api/admin/content/home-hero/${hero.id}/publish`, token: editor, payload: {} })).status).toBe(200);
  expect((await page('/ar')).hero).toBe('عنوان منشور للتو');
  expect((await page('/en')).hero).toBe(hero.title.en);
});
