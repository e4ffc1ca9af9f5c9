import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydration';
import { LANGS } from '../support/routes';

/* Browsing the directory (groups, supporting members, support services) in both languages. */

test.describe.configure({ mode: 'parallel' });

const TEXT = {
  en: { location: 'Location', sort: 'Sort by', tabs: ['Details', 'Criteria and rules', 'Statistics'], conditions: 'Join conditions', products: 'Products', services: 'Services', totals: 'Requests per status, last twelve months', sar: /SAR|﷼/ },
  ar: { location: 'الموقع', sort: 'الترتيب حسب', tabs: ['التفاصيل', 'الشروط والقواعد', 'الإحصائيات'], conditions: 'شروط الانضمام', products: 'المنتجات', services: 'الخدمات', totals: 'الطلبات لكل حالة، آخر اثني عشر شهرًا', sar: /ر\.س\.‏?|SAR/ },
} as const;

const RECORDS = [
  ['groups', 'groups', 'riyadh-web-developers'],
  ['supporting_members', 'supporting-members', 'noura-alotaibi'],
  ['support_services', 'support-services', 'security-review'],
] as const;

async function axeClean(page: Page, what: string) {
  await expect(page.locator('main .ui-skeleton')).toHaveCount(0);
  expect(await seriousA11yViolations(page), `axe on ${what}`).toEqual([]);
}

for (const lang of LANGS) {
  const text = TEXT[lang];

  test(`${lang}: a filtered, sorted list comes from the URL and survives a reload`, async ({ page, request }) => {
    // Three full page loads of the groups remote, each hydrated: near 30 s on a busy machine.
    test.slow();
    const api = await request.get('/api/groups?location=riyadh&sort=rating', { headers: { 'Accept-Language': lang } });
    const expected = ((await api.json()) as { items: Array<{ name: string }> }).items.map((g) => g.name);
    expect(expected.length).toBeGreaterThan(1);

    // Pages are used once hydrated: these tests are about the pages, not about clicks that race hydration.
    await gotoHydrated(page, `/${lang}/groups?location=riyadh&sort=rating`);
    const main = page.locator('main');
    await expect(main.getByRole('combobox', { name: text.location })).toHaveValue('riyadh');
    await expect(main.getByRole('combobox', { name: text.sort })).toHaveValue('rating');
    await expect(main.getByRole('article')).toHaveCount(expected.length);
    await expect(main.getByRole('article').locator('h2')).toHaveText(expected);
    await axeClean(page, `${lang} groups list`);

    await main.getByRole('combobox', { name: text.location }).selectOption('jeddah');
    await expect(page).toHaveURL(/location=jeddah/);
    await page.reload();
    await expect(main.getByRole('combobox', { name: text.location })).toHaveValue('jeddah');
    await expect(main.getByRole('article').first()).toBeVisible();
  });

  for (const [route, apiPath, id] of RECORDS) {
    test(`${lang}: every page of one record of ${route}`, async ({ page, request }) => {
      // Six pages, each checked with axe.
      test.setTimeout(120_000);
      const detail = (await (await request.get(`/api/${apiPath}/${id}`, { headers: { 'Accept-Language': lang } })).json()) as {
        name: string; products: Array<{ id: string; name: string }>; services: Array<{ id: string; name: string }>;
      };
      await gotoHydrated(page, `/${lang}/${route}?sort=rating`);
      const main = page.locator('main');
      await main.getByRole('link', { name: detail.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${route}/${id}$`));
      await expect(main.locator('h1')).toHaveText(detail.name);
      await expect(main.getByRole('heading', { name: text.products })).toBeVisible();
      await expect(main.locator('audio[controls]').first()).toBeAttached();
      await expect(main.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
      await axeClean(page, `${lang} ${route} details`);

      const tabs = main.getByRole('navigation', { name: lang === 'en' ? 'Pages of this record' : 'صفحات هذا السجل' });
      await tabs.getByRole('link', { name: text.tabs[1] }).click();
      await expect(main.getByRole('heading', { name: text.conditions })).toBeVisible();
      await expect(tabs.getByRole('link', { name: text.tabs[1] })).toHaveAttribute('aria-current', 'page');
      await axeClean(page, `${lang} ${route} criteria`);

      await tabs.getByRole('link', { name: text.tabs[2] }).click();
      await expect(main.getByRole('table', { name: text.totals })).toBeVisible();
      await expect(main.getByRole('table', { name: text.totals }).locator('tbody tr')).toHaveCount(8);
      const charts = main.locator('canvas[role="img"]');
      await expect(charts).toHaveCount(2);
      // Drawn: the canvas holds more than a blank bitmap.
      for (const chart of await charts.all()) {
        await expect.poll(() => chart.evaluate((c: HTMLCanvasElement) => c.toDataURL().length)).toBeGreaterThan(5000);
      }
      await axeClean(page, `${lang} ${route} stats`);

      for (const [kind, items] of [['product', detail.products], ['service', detail.services]] as const) {
        await page.goto(`/${lang}/${route}/${id}/${kind}/${items[0]!.id}`);
        await expect(main.locator('h1')).toHaveText(detail.name);
        await expect(main.locator('h2').first()).toHaveText(items[0]!.name);
        await axeClean(page, `${lang} ${route} ${kind}`);
      }
      // A service's price is in riyals, formatted for the language.
      await expect(main.locator('.gr-price')).toContainText(text.sar);
    });
  }

  test(`${lang}: the chart library loads on the statistics page only`, async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => { if (r.url().includes('stats-charts')) chunks.push(r.url()); });
    await gotoHydrated(page, `/${lang}/groups`);
    await page.locator('main').getByRole('article').first().getByRole('link').click();
    await expect(page.locator('main h1')).toBeVisible();
    expect(chunks).toEqual([]);
    await page.locator('main').getByRole('link', { name: text.tabs[2] }).click();
    await expect(page.locator('main canvas[role="img"]')).toHaveCount(2);
    expect(chunks).toHaveLength(1);
  });

  test(`${lang}: the support-assistance page lists the support services`, async ({ page, request }) => {
    const services = (await (await request.get('/api/support-services?pageSize=50', { headers: { 'Accept-Language': lang } })).json()) as { items: Array<{ name: string }> };
    await page.goto(`/${lang}/support-assistance`);
    for (const { name } of services.items) await expect(page.locator('main').getByRole('link', { name, exact: true })).toBeVisible();
  });
}
