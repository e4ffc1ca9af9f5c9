import { chromium, expect, test, type Browser } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';
import { CHROMIUM, CHROMIUM_ARGS, E2E_PORT } from '../support/env';
import { LANGS } from '../support/routes';

/*
 * A customer's own domain (seeded: customer.test, the site of Riyadh Web Developers) serves the
 * tenant's site in the custom-domain layout; a domain no tenant has gets a 404 page. Chromium
 * resolves both names to this machine, as DNS would in production.
 */
test.describe.configure({ mode: 'serial' });

const TENANT = 'customer.test';
const UNKNOWN = 'unknown-shop.test';
const GROUP = 'riyadh-web-developers';
const TEXT = {
  en: { name: 'Riyadh Web Developers', join: 'Request to join', stats: 'Statistics', notConfigured: 'This site is not configured.', notOnSite: 'This page is not part of this site.', login: 'Log in' },
  ar: { name: 'مطوّرو الويب في الرياض', join: 'طلب الانضمام', stats: 'الإحصائيات', notConfigured: 'هذا الموقع غير مُعدّ.', notOnSite: 'هذه الصفحة ليست من هذا الموقع.', login: 'تسجيل الدخول' },
} as const;

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${TENANT} 127.0.0.1, MAP ${UNKNOWN} 127.0.0.1`],
  });
});
test.afterAll(async () => browser.close());

for (const lang of LANGS) {
  test(`${lang}: the tenant's domain shows its own site, its details as home, titled without the site name`, async () => {
    const text = TEXT[lang];
    const page = await (await browser.newContext()).newPage();
    // The page's data: API reads (told the domain by a header) or a navigation's payload file (asked of the domain itself).
    const domainHeaders: (string | undefined)[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) domainHeaders.push(req.headers()['x-custom-domain']);
      else if (url.pathname.endsWith('/_payload.json')) domainHeaders.push(url.host);
    });
    const res = await page.goto(`http://${TENANT}:${E2E_PORT}/${lang}`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(`http://${TENANT}:${E2E_PORT}/${lang}/groups/${GROUP}`);
    await expect(page.locator('[data-layout="custom-domain"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const header = page.locator('header.sh-header--tenant');
    await expect(header.locator('.sh-brand__name')).toHaveText(text.name);
    await expect(header.locator('img.sh-brand__logo')).toHaveAttribute('src', /^\/media\//);
    await expect(header.getByRole('link', { name: text.join })).toHaveAttribute('href', `/${lang}/groups/${GROUP}/criteria#join`);
    // No main-site navigation on a customer's site.
    await expect(page.locator('header.sh-header:not(.sh-header--tenant)')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toHaveText(text.name);
    // The served title and the one the browser keeps: the page's title alone.
    await page.waitForFunction(() => performance.getEntriesByName('sh:interactive').length > 0);
    await expect(page).toHaveTitle(text.name);
    expect(await seriousA11yViolations(page), 'axe on the tenant home').toEqual([]);

    // Its other pages open in the app, titled with the tenant's name (not "Groups"), and the API is told the domain.
    await page.getByRole('link', { name: text.stats, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/groups/${GROUP}/stats$`));
    await expect(page).toHaveTitle(text.name);
    await expect(header.locator('.sh-brand__name')).toHaveText(text.name);
    // The page's own reads start as it renders, not before the title changes: wait for the first.
    await expect.poll(() => domainHeaders.length).toBeGreaterThan(0);
    expect(new Set(domainHeaders)).toEqual(new Set([`${TENANT}:${E2E_PORT}`]));
    await page.context().close();
  });

  test(`${lang}: a domain that no tenant has gets "this site is not configured" with HTTP 404`, async () => {
    const page = await (await browser.newContext()).newPage();
    const res = await page.goto(`http://${UNKNOWN}:${E2E_PORT}/${lang}/about`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].notConfigured);
    await expect(page).toHaveTitle(TEXT[lang].notConfigured);
    await expect(page.locator('main')).toContainText(UNKNOWN);
    await expect(page.locator('[data-layout]')).toHaveCount(0);
    expect(await seriousA11yViolations(page), 'axe on the not-configured page').toEqual([]);
    await page.context().close();
  });
}

for (const lang of LANGS) {
  test(`${lang}: the tenant's domain serves its own pages and sign-in, and refuses the rest of the platform`, async () => {
    const text = TEXT[lang];
    const page = await (await browser.newContext()).newPage();
    const site = `http://${TENANT}:${E2E_PORT}`;
    for (const path of [`/groups/${GROUP}/criteria`, `/groups/${GROUP}/stats`, '/login', '/register']) {
      const res = await page.goto(`${site}/${lang}${path}`);
      expect([path, res?.status()]).toEqual([path, 200]);
    }
    // Signing in is offered in the tenant's header.
    await page.goto(`${site}/${lang}/groups/${GROUP}`);
    await expect(page.locator('header.sh-header--tenant').getByRole('link', { name: text.login })).toHaveAttribute('href', `/${lang}/login`);
    for (const path of ['/groups', '/groups/data-and-ai-circle', '/about', '/blog', '/plans']) {
      const res = await page.goto(`${site}/${lang}${path}`);
      expect([path, res?.status()]).toEqual([path, 404]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notOnSite);
      await expect(page.getByRole('link', { name: text.name })).toHaveAttribute('href', `/${lang}/groups/${GROUP}`);
    }
    // A link inside the site to another record's page is left to the server, which refuses it too.
    await page.goto(`${site}/${lang}/groups/${GROUP}`);
    await page.waitForFunction(() => performance.getEntriesByName('sh:interactive').length > 0);
    // single-spa's history patch routes on pushState; the guard then loads the address from the server.
    await page.evaluate((lang) => window.history.pushState({}, '', `/${lang}/groups`), lang).catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notOnSite);
    await page.context().close();
  });
}

test('a main host gets the default layout with "default title | page title"', async ({ page }) => {
  await page.goto('/en/about');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page).toHaveTitle(/^.+ \| About us$/);
});
