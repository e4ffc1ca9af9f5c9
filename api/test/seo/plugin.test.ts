import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchPage } from '@site/shared/routes';
import { injectMeta, pageMeta } from '../../src/seo/page-meta.js';
import contentSite, { metaRenderer } from '../../src/seo/plugin.js';
import type { PageContext } from '../../src/seo/render-page.js';
import { call, appForFile } from '../helper.js';

const SHELL_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"/><title>Shell</title><script defer src="/main.js"></script></head><body><div id="app-main"></div></body></html>';

const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-shell-'));
fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
const app = appForFile({ plugins: [contentSite], env: { SERVE_STATIC: 'true', STATIC_ROOT: staticRoot } });
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const routeOf = (p: string) => matchPage(p)?.route ?? null;

/** GET `url` as the browser of `host` would, expecting it served. */
async function served(url: string, host = 'example.com') {
  const res = await app.inject({ method: 'GET', url, headers: { host } });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('pageMeta', () => {
  test('list page in English: shell title format, canonical, hreflang, Open Graph', () => {
    const meta = pageMeta('https://example.com/en/blog?page=2', 'en', routeOf('/en/blog'));
    expect(meta.title).toBe('Nukhba Software | Blog');
    expect(meta.canonical).toBe('https://example.com/en/blog');
    expect(meta.alternates).toEqual([
      { hreflang: 'ar', href: 'https://example.com/ar/blog' },
      { hreflang: 'en', href: 'https://example.com/en/blog' },
      { hreflang: 'x-default', href: 'https://example.com/en/blog' },
    ]);
    expect(meta.og).toMatchObject({ url: 'https://example.com/en/blog', type: 'website', locale: 'en_US', image: 'https://example.com/media/images/og-default.png' });
    expect(meta.robots).toBeNull();
  });

  test('Arabic home, literal support title, private pages and custom domains', () => {
    const home = pageMeta('https://example.com/ar', 'ar', routeOf('/ar'));
    expect(home.title).toBe('نخبة للبرمجيات | الرئيسية');
    expect(home.og.locale).toBe('ar_AR');
    expect(home.alternates.find((a) => a.hreflang === 'x-default')?.href).toBe('https://example.com/');
    expect(pageMeta('https://example.com/ar/support-assistance', 'ar', routeOf('/ar/support-assistance')).title).toBe('نخبة للبرمجيات | Support Assistance');
    expect(pageMeta('https://example.com/en/profile', 'en', routeOf('/en/profile')).robots).toBe('noindex, nofollow');
    expect(pageMeta('https://shop.customer.sa/en/team', 'en', routeOf('/en/team'), { mainDomain: false }).title).toBe('Team');
  });

  test('a detail page uses the record', () => {
    const meta = pageMeta('https://example.com/en/blog/x', 'en', routeOf('/en/blog/x'), {
      record: { title: 'A post', description: 'About it', image: '/media/images/articles/ai.svg', kind: 'article' },
    });
    expect(meta.title).toBe('Nukhba Software | A post');
    expect(meta.description).toBe('About it');
    expect(meta.og).toMatchObject({ type: 'article', image: 'https://example.com/media/images/articles/ai.svg' });
  });

});

describe('injectMeta', () => {
  test('replaces the title, adds tags once, sets html lang and dir, escapes values', () => {
    const meta = pageMeta('https://example.com/ar/team', 'ar', routeOf('/ar/team'));
    const once = injectMeta(SHELL_HTML, { ...meta, description: 'a "quoted" <b>' });
    const twice = injectMeta(once, meta);
    for (const html of [once, twice]) {
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<title>نخبة للبرمجيات | فريق العمل</title>');
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);
      expect(html.match(/hreflang=/g)).toHaveLength(3);
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<script defer src="/main.js"></script>');
    }
    expect(once).toContain('content="a &quot;quoted&quot; &lt;b&gt;"');
    expect(once.indexOf('og:title')).toBeLessThan(once.indexOf('</head>'));
  });
});

describe('served pages', () => {
  test('127.0.0.1 (a plain `npm start`) is the main site, as the browser decides: the site name in the title', async () => {
    const res = await served('/en/blog', '127.0.0.1:3000');
    expect(res.body).toContain('<title>Nukhba Software | Blog</title>');
  });

  test('a list page carries its localized metadata', async () => {
    const res = await served('/ar/blog');
    expect(res.body).toContain('<title>نخبة للبرمجيات | المدونة</title>');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('hreflang="en" href="http://example.com/en/blog"');
  });

  test('a detail page takes the record title from the database', async () => {
    const res = await served('/en/projects/masar-logistics');
    expect(res.body).toContain('<title>Nukhba Software | Masar fleet tracking</title>');
    expect(res.body).toContain('<meta property="og:image" content="http://example.com/media/images/projects/masar-logistics.svg"/>');
  });

  test('a detail page with an unknown id renders not-found metadata and asks for a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/ar/blog/no-such-post' });
    expect(res.body).toContain('<title>نخبة للبرمجيات | 404 الصفحة غير موجودة</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');

    const match = matchPage('/en/services/no-such-service');
    const context: PageContext = { lang: 'en', route: match?.route ?? null, params: match?.params ?? {}, url: '/en/services/no-such-service', statusCode: 200 };
    await metaRenderer(app.deps.env, app.deps.db)(SHELL_HTML, context);
    expect(context.statusCode).toBe(404);
    const known = { ...context, params: { id: 'mobile-apps' }, url: '/en/services/mobile-apps', statusCode: 200 as const };
    await metaRenderer(app.deps.env, app.deps.db)(SHELL_HTML, known);
    expect(known.statusCode).toBe(200);
  });
});

describe('sitemap.xml and robots.txt', () => {
  test('sitemap lists every public page in both languages with alternates, plus detail pages', async () => {
    const res = await served('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const body = res.body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of ['/en', '/ar', '/en/about', '/ar/contactus', '/en/blog/rtl-first-design', '/ar/blog/cairo-branch', '/ar/projects/amanah-hr', '/en/services/cybersecurity', '/ar/work-methods/launch', '/en/groups']) {
      expect(body).toContain(`<loc>http://example.com${loc}</loc>`);
    }
    expect(body).toContain('<xhtml:link rel="alternate" hreflang="ar" href="http://example.com/ar/partners"/>');
    expect(body).not.toContain('/profile<');
    expect(body).not.toContain('/tickets<');
    expect(body).not.toContain('/otp<');
    const urls = body.match(/<url>/g) ?? [];
    // 20 articles + 6 projects + 6 services + 5 work methods, each in two languages, plus the pages.
    expect(urls.length).toBeGreaterThan(2 * (20 + 6 + 6 + 5));
  });

  test('robots.txt allows all but the API and private pages, and names the sitemap', async () => {
    const res = await served('/robots.txt');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /*/profile', 'Disallow: /*/tickets', 'Sitemap: http://example.com/sitemap.xml']),
    );
  });
});

describe('/media', () => {
  test('serves shipped files with long cache headers; missing files are 404', async () => {
    const svg = await app.inject({ method: 'GET', url: '/media/images/logo.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('public, max-age=2592000');
    const vtt = await app.inject({ method: 'GET', url: '/media/captions/video-1.ar.vtt' });
    expect(vtt.headers['content-type']).toMatch(/text\/vtt/);
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/media/images/nope.svg' })).statusCode).toBe(404);
  });

  test('every media path referenced by the API exists on disk', async () => {
    const { body } = await call(app, { method: 'GET', url: '/api/content/home' });
    const media = (await call(app, { method: 'GET', url: '/api/media' })).raw.json<Array<Record<string, string | null>>>();
    const paths = new Set<string>();
    const collect = (v: unknown) => {
      if (typeof v === 'string' && v.startsWith('/media/')) paths.add(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect(body);
    collect(media);
    for (const url of ['/api/partners', '/api/team', '/api/projects', '/api/articles?pageSize=50']) collect((await call(app, { method: 'GET', url })).raw.json());
    expect(paths.size).toBeGreaterThan(40);
    for (const p of paths) {
      const res = await app.inject({ method: 'GET', url: p });
      expect([p, res.statusCode]).toEqual([p, 200]);
    }
  });
});

describe('with PUBLIC_URL set, as production requires', () => {
  const pinned = appForFile({ plugins: [contentSite], env: { SERVE_STATIC: 'true', STATIC_ROOT: staticRoot, PUBLIC_URL: 'https://nukhba.example' } });

  test('a forged Host header never reaches page URLs, the sitemap or robots.txt', async () => {
    // A subdomain of a main host passes the custom-domain gate, so only PUBLIC_URL keeps it out.
    for (const url of ['/en/blog', '/sitemap.xml', '/robots.txt']) {
      const res = await pinned.inject({ method: 'GET', url, headers: { host: 'forged.example.com' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('https://nukhba.example/');
      expect(res.body).not.toContain('forged.example.com');
    }
  });
});
