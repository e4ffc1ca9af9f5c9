import { expect, test } from '@playwright/test';

test('an unknown path answers HTTP 404 and shows the 404 screen', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  const main = page.locator('main');
  await expect(main).toContainText('404');
  await expect(main).toContainText('something went wrong');
  await expect(main).toContainText('Page not found: /en/no-such-page');
  await main.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
});

test('a known path answers HTTP 200', async ({ page }) => {
  const response = await page.goto('/ar/about');
  expect(response?.status()).toBe(200);
});

test('protected pages redirect to login with the path in from', async ({ page }) => {
  await page.goto('/en/tickets');
  await expect(page).toHaveURL(/\/en\/login\?from=%2Fen%2Ftickets$/);
  await page.goto('/ar/profile');
  await expect(page).toHaveURL(/\/ar\/login\?from=%2Far%2Fprofile$/);
});
