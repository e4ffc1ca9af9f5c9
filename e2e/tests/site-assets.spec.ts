import { expect, test } from '@playwright/test';
import { LANGS } from '../support/routes';

/* What every page loads besides its content: its icon, a clean console, an icon for every name the content uses. */

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  test(`${lang}: a page asks for nothing that is missing and the console has no Permissions-Policy warning`, async ({ page }) => {
    const missing: string[] = [];
    const warnings: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404) missing.push(res.url());
    });
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
    });
    await page.goto(`/${lang}/about`);
    await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const answer = await page.request.get(new URL(icon!, page.url()).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/');
    // The browser asks for the icon once the page is idle.
    await page.waitForLoadState('networkidle');
    expect(missing, 'requests answered 404').toEqual([]);
    expect(warnings.filter((w) => /Permissions-Policy|Unrecognized feature/i.test(w))).toEqual([]);
  });

  test(`${lang}: every icon the content names has a drawing (home, features, each service)`, async ({ page }) => {
    const pages = [`/${lang}`, `/${lang}/features`];
    await page.goto(`/${lang}`);
    const services = await page.locator(`a[href^="/${lang}/services/"]`).evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(services.length).toBeGreaterThan(0);
    for (const path of [...pages, ...services]) {
      await page.goto(path);
      await expect(page.locator('.mk-icon').first()).toBeVisible();
      const unknown = await page.locator('.mk-icon[data-icon-missing]').evaluateAll((icons) => icons.map((i) => i.getAttribute('data-icon')));
      expect(unknown, `icons without a drawing on ${path}`).toEqual([]);
    }
  });
}

for (const [lang, path] of [['en', '/en/register'], ['ar', '/ar/contactus']] as const) {
  test(`${lang}: the phone input's country flags are images that load, not emoji`, async ({ page }) => {
    await page.goto(path);
    const trigger = page.locator('.ui-phone-trigger').first();
    const flag = trigger.locator('img.ui-phone-flag');
    await expect(flag).toBeVisible();
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await trigger.textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    await trigger.click();
    const listed = page.locator('[role="listbox"] img.ui-phone-flag');
    await expect(listed.first()).toBeVisible();
    // The ones in view load (the rest wait until scrolled to).
    await expect.poll(() => listed.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBeGreaterThan(3);
  });
}
