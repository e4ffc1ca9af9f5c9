import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/env';

/**
 * The floor for first paint: the page's own rendered DOM, saved after it loaded, with every
 * script and script/data preload removed. Stylesheets and images stay as they are, so the copy
 * paints exactly what the composed page paints, with nothing to run first.
 */
export async function staticCopy(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      root.querySelectorAll('script, noscript, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]').forEach((el) => el.remove());
      return `<!doctype html>${root.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}
