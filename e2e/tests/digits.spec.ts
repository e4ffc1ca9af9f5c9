import { expect, test } from '@playwright/test';
import { westernDigitsOutsideLtr } from '../support/digits';
import { gotoHydrated } from '../support/hydration';

/*
 * Arabic pages write every number in Arabic-Indic digits, through the shared formatter; Western
 * digits stay only in left-to-right islands (phones, codes, emails). The scan reads what a
 * visitor sees once the page has hydrated.
 */

test.describe.configure({ mode: 'parallel' });

const PAGES = [
  '/ar', '/ar/about', '/ar/plans', '/ar/contactus', '/ar/blog', '/ar/features', '/ar/branches', '/ar/reviews',
  '/ar/groups', '/ar/groups/riyadh-web-developers', '/ar/groups/riyadh-web-developers/criteria', '/ar/groups/riyadh-web-developers/stats',
  '/ar/support_services', '/ar/supporting_members',
];

for (const path of PAGES) {
  test(`${path}: no Western digits outside left-to-right islands`, async ({ page }) => {
    await gotoHydrated(page, path);
    await page.waitForTimeout(500);
    expect(await westernDigitsOutsideLtr(page)).toEqual([]);
  });
}

test('the English pages keep Western digits (the scan finds them there)', async ({ page }) => {
  await gotoHydrated(page, '/en/plans');
  expect((await westernDigitsOutsideLtr(page)).length).toBeGreaterThan(0);
});
