import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, E2E_PORT } from '../support/env';

test('a host that is not a main host gets the custom-domain layout and title', async () => {
  // Resolve a customer's domain to this machine, as DNS would in production.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP shop.customer.test 127.0.0.1'],
  });
  const page = await browser.newPage();
  const domainHeaders: (string | undefined)[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/')) domainHeaders.push(req.headers()['x-custom-domain']);
  });
  await page.goto(`http://shop.customer.test:${E2E_PORT}/en/about`);
  await expect(page.locator('[data-layout="custom-domain"]')).toBeVisible();
  const title = await page.title();
  expect(title).not.toContain(' | ');
  expect(title.length).toBeGreaterThan(0);
  // The page arrived with its data; the next page, opened in the app, asks the API.
  await page.waitForFunction(() => performance.getEntriesByName('sh:interactive').length > 0);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/en/partners');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('main h1').first()).toHaveText(/partners/i);
  expect(domainHeaders.length).toBeGreaterThan(0);
  expect(domainHeaders[0]).toBe(`shop.customer.test:${E2E_PORT}`);
  await browser.close();
});

test('a main host gets the default layout with "default title | page title"', async ({ page }) => {
  await page.goto('/en/about');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page).toHaveTitle(/^.+ \| About us$/);
});
