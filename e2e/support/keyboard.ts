import type { FileChooser, Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (the way a keyboard user gets there). */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let n = 0; n < limit; n += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

/**
 * The next file chooser the page opens, listened for from now on. Playwright starts intercepting
 * choosers when the first listener is added, in a message of its own; a key that opens one at
 * once could beat it, and the chooser would never be reported.
 */
export function nextFileChooser(page: Page): Promise<FileChooser> {
  const chooser = page.waitForEvent('filechooser');
  // A test that fails before the chooser opens closes the page: that rejection is not an error of its own.
  chooser.catch(() => undefined);
  return chooser;
}
