import { expect, test } from '@playwright/test';

test('home in Arabic is right-to-left with Arabic content', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1').first()).toContainText(/[\u0600-\u06FF]/);
  await expect(page).toHaveTitle(/ \| /);
});

test('home in English is left-to-right with English content', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('main h1').first()).toContainText(/[A-Za-z]/);
});

test('the root path picks the browser language and remembers it in a cookie', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ar-SA', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/?$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('ar');
  // 365 days, give or take the seconds the test took.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
  await context.close();
});

test('the language switch goes to the same page in the other language', async ({ page }) => {
  await page.goto('/en/about');
  await page.getByRole('link', { name: 'العربية' }).first().click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'locale')?.value).toBe('ar');
});
