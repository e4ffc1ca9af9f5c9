import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (the way a keyboard user gets there). */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let n = 0; n < limit; n += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}
