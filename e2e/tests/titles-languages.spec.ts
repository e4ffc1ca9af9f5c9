import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { LANGS, commonText } from '../support/routes';

/* A record's page keeps its record's title, unknown pages say which path, and the language of the address holds. */

test.describe.configure({ mode: 'parallel' });

const defaultTitle = (lang: (typeof LANGS)[number]) => commonText(lang, 'defaultTitle');

for (const lang of LANGS) {
  test(`${lang}: a blog post and a group keep their own titles after hydration and after a navigation`, async ({ page, request }) => {
    const articles = (await (await request.get(`/api/articles?kind=blog`, { headers: { 'accept-language': lang } })).json()) as { items: { id: number }[] };
    const post = articles.items[0]!.id;
    await page.goto(`/${lang}/blog/${post}`);
    const heading = (await page.locator('main h1').first().textContent())!.trim();
    await waitForHydration(page);
    // Long enough for any late title change (remotes mounting, the language settling).
    await page.waitForTimeout(500);
    await expect(page).toHaveTitle(`${defaultTitle(lang)} | ${heading}`);

    await page.goto(`/${lang}/groups`);
    await waitForHydration(page);
    const first = page.locator("main .gr-card__link").first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page).toHaveTitle(`${defaultTitle(lang)} | ${name}`);
  });

  test(`${lang}: a record that does not exist shows the not-found screen with its path, titled as not found`, async ({ page }) => {
    const path = `/${lang}/blog/does-not-exist`;
    const answer = await page.goto(path);
    expect(answer!.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText(commonText(lang, 'errors.notFound').replace('{{path}}', path));
    await page.waitForTimeout(500);
    await expect(page).toHaveTitle(`${defaultTitle(lang)} | ${commonText(lang, 'errors.404')}`);
  });

  test(`${lang}: the served HTML of an unknown page under /${lang} is in that language before any script runs`, async ({ request }) => {
    const answer = await request.get(`/${lang}/no-such-page`);
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(html).toContain(`<title>${defaultTitle(lang)} | ${commonText(lang, 'errors.404')}</title>`);
  });
}

test('another language prefix (/fr/about) leads to the about page in a language of the site', async ({ page }) => {
  await page.goto('/fr/about');
  await expect(page).toHaveURL(/\/(en|ar)\/about$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
