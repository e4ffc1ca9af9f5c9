import { expect, test } from '@playwright/test';
import { LANGS } from '../support/routes';

/*
 * The footer's contact facts keep a phone number and an email address whole, on one line, in
 * both languages: on a desktop, where the contact column is a quarter of the footer, on a
 * tablet, where it is the full width, and on a phone.
 */
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 360, height: 740 },
];

for (const lang of LANGS) {
  for (const viewport of VIEWPORTS) {
    test(`${lang}: at ${viewport.width} px the footer shows the phone and the email each on one line`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${lang}/about`);
      const facts = page.locator('footer .sh-facts');
      await expect(facts).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      for (const link of [facts.locator('a[href^="tel:"]'), facts.locator('a[href^="mailto:"]')]) {
        // An inline link broken over two lines has one box per line.
        const lines = await link.evaluate((el) => el.getClientRects().length);
        const box = await link.boundingBox();
        const column = await facts.boundingBox();
        expect(lines, `${await link.textContent()} is broken over ${lines} lines`).toBe(1);
        expect(box!.x + box!.width, 'the link stays inside the contact column').toBeLessThanOrEqual(column!.x + column!.width + 1);
        expect(box!.x).toBeGreaterThanOrEqual(column!.x - 1);
      }
    });
  }
}
