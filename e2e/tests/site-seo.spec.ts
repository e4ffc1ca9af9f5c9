import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { LANGS, PUBLIC_ROUTES, concretePath } from '../support/routes';

/*
 * Search engines and link previews read the HTML as served, without running scripts, so
 * these checks use the raw server answer (issue 3, "Search engines and sharing").
 */

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

for (const lang of LANGS) {
  test(`${lang}: every public page is served with canonical, hreflang alternates, description and Open Graph tags`, async ({ request }) => {
    const other = lang === 'ar' ? 'en' : 'ar';
    for (const route of PUBLIC_ROUTES) {
      const path = await concretePath(request, route, lang);
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const links = tags(html, 'link');
      const metas = tags(html, 'meta');
      const canonical = links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href'));
      expect.soft(canonical, `${path}: one canonical link`).toHaveLength(1);
      if (canonical[0]) expect.soft(new URL(canonical[0], BASE_URL).pathname, `${path}: canonical`).toBe(path);

      const alternates = Object.fromEntries(
        links.filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang')).map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
      );
      const otherPath = path.replace(new RegExp(`^/${lang}`), `/${other}`);
      expect.soft(alternates[lang] && new URL(alternates[lang], BASE_URL).pathname, `${path}: hreflang=${lang}`).toBe(path);
      expect.soft(alternates[other] && new URL(alternates[other], BASE_URL).pathname, `${path}: hreflang=${other}`).toBe(otherPath);
      expect.soft(alternates['x-default'], `${path}: hreflang=x-default`).toBeTruthy();

      const content = (key: string) => {
        const tag = metas.find((m) => attr(m, 'property') === key || attr(m, 'name') === key);
        return tag ? attr(tag, 'content') ?? '' : undefined;
      };
      expect.soft(content('og:title'), `${path}: og:title`).toBeTruthy();
      expect.soft(content('description'), `${path}: meta description`).toBeTruthy();
      if (lang === 'ar') expect.soft(content('og:title') ?? '', `${path}: og:title in Arabic`).toMatch(/\p{Script=Arabic}/u);
    }
  });
}

test('sitemap.xml lists the public pages in both languages; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
  for (const lang of LANGS) {
    for (const route of PUBLIC_ROUTES.filter((r) => !r.pattern.includes(':') && !r.pattern.startsWith('test'))) {
      expect.soft(locs, `sitemap has /${lang}/${route.pattern}`).toContain(route.pattern ? `/${lang}/${route.pattern}` : `/${lang}`);
    }
  }
  const blogPost = await concretePath(request, PUBLIC_ROUTES.find((r) => r.id === 'blog-details')!, 'en');
  expect.soft(locs, 'sitemap has blog posts').toContain(blogPost);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap:\s*\S+\/sitemap\.xml\s*$/im);
});
