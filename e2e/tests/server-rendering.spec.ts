import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { COMMON, LANGS, SERVER_RENDERED_ROUTES, concretePath, expectedTitle } from '../support/routes';
import { isSameDocument, markDocument } from '../support/hydration';
import { watchTrouble } from '../support/trouble';

/*
 * Public pages arrive as HTML: read without a browser, each route of the route table that needs
 * no sign-in has its chrome and its main content in the response itself; in a browser the page
 * hydrates without React complaining, keeps its server DOM, and navigates in the app afterwards.
 */
test.describe.configure({ mode: 'parallel' });

const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`, 'i').exec(html)?.[1];
/** The area a remote rendered into, as served: marked with the build that rendered it. */
const renderedArea = (html: string, app: string) => new RegExp(`<div id="sh-area-${app}"[^>]*data-ssr="[^"]+"[^>]*>([\\s\\S]*?)</main>`).exec(html)?.[1];
const detail = (pattern: string) => pattern.includes(':');

for (const lang of LANGS) {
  test(`${lang}: every public route returns its chrome and main content in the HTML itself`, async ({ request }) => {
    const siteName = (COMMON[lang] as { defaultTitle: string }).defaultTitle;
    for (const route of SERVER_RENDERED_ROUTES) {
      const url = await concretePath(request, route, lang, 'sample');
      const res = await request.get(url);
      expect.soft(res.status(), url).toBe(200);
      const html = await res.text();
      expect.soft(attr(html, 'html', 'lang'), `${url}: lang`).toBe(lang);
      expect.soft(attr(html, 'html', 'dir'), `${url}: dir`).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      // A detail page is titled after its record (the SEO tests check which); the others after the route.
      if (detail(route.pattern)) expect.soft(title, `${url}: title`).toContain(siteName);
      else expect.soft(title.replace(/&amp;/g, '&'), `${url}: title`).toBe(expectedTitle(route, lang));
      expect.soft(html, `${url}: header and footer`).toMatch(/<header class="sh-header[\s\S]*<footer class="sh-footer/);
      expect.soft(renderedArea(html, route.app) ?? '', `${url}: the page's own heading in its area`).toMatch(/<h1[\s>]/);
      expect.soft(html.split('id="sh-page-data"').length - 1, `${url}: the data it was rendered with, once`).toBe(1);
      expect.soft(html, `${url}: no "needs JavaScript" notice`).not.toContain('<noscript>');
    }
  });
}

/** React's hydration complaints, in development words and as production error codes. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('sh:interactive').length > 0, undefined, { timeout: 20_000 });
}

test('hydration keeps the server DOM and raises no React warning, in every remote and both languages', async ({ page, request }) => {
  // Twelve pages opened and hydrated one after another.
  test.slow();
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // The heading the server sent, remembered before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element | null }).served = document.querySelector('main h1');
    });
  });
  const routes = ['index', 'about', 'blog', 'blog-details', 'plans', 'groups'].map((id) => SERVER_RENDERED_ROUTES.find((r) => r.id === id)!);
  for (const lang of LANGS) {
    for (const route of routes) {
      const url = await concretePath(request, route, lang);
      await openHydrated(page, url);
      const kept = await page.evaluate(() => {
        const served = (window as unknown as { served: Element | null }).served;
        return served !== null && served === document.querySelector('main h1') && served.isConnected;
      });
      expect.soft(kept, `${url}: the served heading is the one on screen after hydration`).toBe(true);
    }
  }
  expect(problems).toEqual([]);
});

test('after hydration, a link navigates inside the app without loading a new document', async ({ page }) => {
  await openHydrated(page, '/en');
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: /about/i }).first().click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator('main h1').first()).toHaveText('About us');
  expect(await isSameDocument(page)).toBe(true);
});

test('a navigation reads its page\'s data in one request, the payload file, in place of the page\'s API reads', async ({ page }) => {
  await openHydrated(page, '/en');
  const reads: string[] = [];
  const errors = watchTrouble(page);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && (pathname.startsWith('/api/') || pathname.endsWith('/_payload.json'))) reads.push(pathname);
  });
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: /groups/i }).first().click();
  await expect(page).toHaveURL(/\/en\/groups$/);
  // The groups area's own links, rendered from its data: the home page's links may still be on
  // screen for a moment after the address changed, and the load state was reached long before.
  await expect(page.locator('#sh-area-mf-groups').getByRole('link').first()).toBeVisible();
  await expect.poll(() => reads, { message: 'the payload file was asked for' }).toContain('/en/groups/_payload.json');
  // Said with the failure: a new document (the navigation was not the app's) and what went wrong on the way.
  const sameDocument = await isSameDocument(page);
  expect(reads, `same document: ${sameDocument}; errors: ${JSON.stringify(errors)}`).toEqual(['/en/groups/_payload.json']);
});

/**
 * Scripts the page fetched on its own before its remote mounted (hydrated): a script tag the page
 * added for a file its HTML had not preloaded. A preloaded file is taken from the preload, with no
 * second entry in the browser's resource timing.
 */
const RECORD_UNPRELOADED = () => {
  window.addEventListener('single-spa:first-mount', () => {
    const scripts = performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script');
    (window as unknown as { unpreloaded: string[] }).unpreloaded = scripts.map((e) => e.name);
  }, { once: true });
};

for (const [path, app] of [['/en', 'mf-marketing'], ['/en/groups', 'mf-groups']] as const) {
  test(`${path}: every script of ${app} the page needs to hydrate was preloaded by the HTML, so none waits on another`, async ({ page }) => {
    await page.addInitScript(RECORD_UNPRELOADED);
    await openHydrated(page, path);
    const unpreloaded = await page.evaluate(() => (window as unknown as { unpreloaded?: string[] }).unpreloaded);
    expect(unpreloaded).toBeDefined();
    expect(unpreloaded!.filter((url) => url.includes(`/remotes/${app}/`))).toEqual([]);
  });
}

test('with JavaScript off, pages read and links navigate', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar');
  await expect(page.locator('main h1').first()).toHaveText(/\p{Script=Arabic}{2,}/u);
  await expect(page.getByText('JavaScript')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'من نحن' }).click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.locator('main h1').first()).toHaveText('من نحن');
  await context.close();
});

test('a marketing release with a new build id is served without restarting the server', async ({ request }) => {
  const manifestFile = path.resolve(__dirname, '../../mf-marketing/dist/mf-manifest.json');
  const original = fs.readFileSync(manifestFile, 'utf8');
  const release = `redeploy-${Date.now().toString(36)}`;
  try {
    // What a deploy does in all-in-one mode: a new manifest in the remote's folder.
    fs.writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(original), buildId: release }));
    await expect
      .poll(async () => /<div id="sh-area-mf-marketing"[^>]*\sdata-ssr="([^"]*)"/.exec(await (await request.get('/en/about')).text())?.[1], { timeout: 10_000 })
      .toBe(release);
  } finally {
    fs.writeFileSync(manifestFile, original);
  }
});
