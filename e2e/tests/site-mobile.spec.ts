import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LANGS } from '../support/routes';

/* Layout on a 360 px phone (issue 3): nothing wider than the screen; screenshots for a visual check. */

test.describe.configure({ mode: 'parallel' });
const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

const SCREENS = path.join(__dirname, '..', 'test-results', 'screens');

for (const lang of LANGS) {
  for (const page of ['', 'about', 'contactus', 'plans']) {
    const name = page || 'home';
    test(`${lang} /${name} fits a 360 px screen without horizontal scrolling`, async ({ page: tab }) => {
      await tab.goto(`/${lang}${page ? `/${page}` : ''}`);
      await expect(tab.locator('main h1').first()).toBeVisible();
      await expect(tab.locator('main .mk-skeleton')).toHaveCount(0, { timeout: 10_000 });
      // Let images and fonts settle so the measurement is the final layout. (Not 'networkidle':
      // the contact page's map frame talks to a third-party host for as long as it likes.)
      await tab.waitForFunction(async () => {
        await document.fonts.ready;
        return [...document.images].every((img) => img.complete || img.loading === 'lazy');
      });
      // Measured against the phone's width, not innerWidth: a mobile browser widens its layout
      // viewport to fit content that overflows, which would hide the culprit.
      const { scrollWidth, wide } = await tab.evaluate((screenWidth) => {
        const doc = document.scrollingElement!;
        const wideNodes = [...document.querySelectorAll('body *')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > screenWidth + 1 || r.left < -1) && getComputedStyle(el).position !== 'fixed';
          })
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}]`);
        return { scrollWidth: doc.scrollWidth, wide: wideNodes };
      }, PHONE_WIDTH);
      await tab.screenshot({ path: path.join(SCREENS, `${lang}-${name}-360.png`), fullPage: true });
      expect(scrollWidth, `page is ${scrollWidth}px wide; overflowing: ${wide.join(', ')}`).toBeLessThanOrEqual(PHONE_WIDTH);
    });
  }
}
