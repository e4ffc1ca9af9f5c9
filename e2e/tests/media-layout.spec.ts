import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';
import { LANGS } from '../support/routes';

/* Media and layout pieces measured in the browser: players wide enough to use, labels apart from their values. */

test.describe.configure({ mode: 'parallel' });

const GROUP = 'riyadh-web-developers';

for (const lang of LANGS) {
  for (const width of [1280, 360]) {
    test(`${lang} at ${width}px: a group's audio players are wide enough for their controls, whatever their caption`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `/${lang}/groups/${GROUP}`);
      const players = page.locator('.gr-audio audio');
      expect(await players.count()).toBeGreaterThan(0);
      for (const box of await players.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().width))) {
        expect(box).toBeGreaterThanOrEqual(Math.min(250, width - 64));
      }
    });
  }

  test(`${lang}: a contact chip's label and its value do not run together`, async ({ page }) => {
    await gotoHydrated(page, `/${lang}/groups/${GROUP}`);
    const chips = page.locator('#gr-contacts ~ .gr-links a:has(bdi)');
    expect(await chips.count()).toBeGreaterThan(0);
    const gaps = await chips.evaluateAll((all) =>
      all.map((a) => {
        const label = document.createRange();
        label.selectNodeContents(a.firstChild!);
        const text = label.getBoundingClientRect();
        const value = a.querySelector('bdi')!.getBoundingClientRect();
        // The space between the two, whichever side the value is on.
        return Math.max(value.left - text.right, text.left - value.right);
      }),
    );
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(3);
  });
}

/** The number of cards in each row of a grid, from their tops. */
const rowsOf = (grid: import('@playwright/test').Locator) =>
  grid.evaluate((ul) => {
    const rows = new Map<number, number>();
    for (const li of Array.from(ul.children)) {
      const top = Math.round(li.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });

for (const lang of LANGS) {
  test(`${lang} at 1280px: card grids leave no lone cards, and the plans' buttons line up`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, `/${lang}`);
    const grids = page.locator('main ul.mk-grid');
    expect(await grids.count()).toBeGreaterThan(1);
    for (const grid of await grids.all()) {
      const rows = await rowsOf(grid);
      if (rows.length > 1) expect(rows.at(-1), `rows ${rows.join(' + ')}`).toBeGreaterThanOrEqual(rows[0]! - 1);
    }
    await gotoHydrated(page, `/${lang}/plans`);
    const plans = page.locator('main ul.mk-grid').first();
    expect(await rowsOf(plans)).toEqual([await plans.locator('> li').count()]);
    const buttons = await plans.locator('> li .mk-button').evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().bottom)));
    expect(Math.max(...buttons) - Math.min(...buttons), `button bottoms ${buttons.join(', ')}`).toBeLessThanOrEqual(1);
  });
}

for (const lang of LANGS) {
  test(`${lang} at 360px: the groups list shows its first result before any filter, behind one button, and the launcher covers no field`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, `/${lang}/groups`);
    const firstCard = page.locator('main .gr-card').first();
    await expect(firstCard).toBeVisible();
    const cardTop = (await firstCard.boundingBox())!.y;
    const controls = page.locator('main .gr-filter__control');
    for (const control of await controls.all()) {
      if (await control.isVisible()) expect((await control.boundingBox())!.y).toBeGreaterThan(cardTop);
    }
    const toggle = page.locator('.gr-filters-panel__toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(controls.first()).toBeVisible();
    // Each field, reached from the keyboard, sits clear of the chat launcher.
    const launcher = page.locator('.ch-launcher');
    await expect(launcher).toBeVisible();
    for (const control of await controls.all()) {
      await control.focus();
      const [a, b] = [(await control.boundingBox())!, (await launcher.boundingBox())!];
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, 'a field under the launcher').toBe(false);
    }
  });

  test(`${lang} at 1280px: the filters show at once, without the button`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, `/${lang}/groups`);
    await expect(page.locator('main .gr-filter__control').first()).toBeVisible();
    await expect(page.locator('.gr-filters-panel__toggle')).toBeHidden();
  });
}

for (const lang of LANGS) {
  test(`${lang} at 1280px: the header and footer line up with the content column`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of [`/${lang}/about`, `/${lang}/groups`]) {
      await gotoHydrated(page, path);
      const edges = await page.evaluate(() => {
        const box = (selector: string) => {
          const el = document.querySelector(selector)!;
          const rect = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          // The content box: where text starts and ends.
          return [rect.left + parseFloat(style.paddingLeft), rect.right - parseFloat(style.paddingRight)].map(Math.round);
        };
        return { header: box('.sh-header .sh-container'), footer: box('.sh-footer .sh-container'), content: box('main .mk-page, main .gr-page') };
      });
      expect(edges.header, `${path} header`).toEqual(edges.content);
      expect(edges.footer, `${path} footer`).toEqual(edges.content);
    }
  });
}

for (const lang of LANGS) {
  test(`${lang} at 360px: the about page's team shows small photos beside the names, not screen-wide squares`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, `/${lang}/about`);
    const photos = page.locator('.mk-member .mk-member__photo');
    expect(await photos.count()).toBeGreaterThan(0);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      expect((await photo.boundingBox())!.width).toBeLessThanOrEqual(96);
    }
  });
}
