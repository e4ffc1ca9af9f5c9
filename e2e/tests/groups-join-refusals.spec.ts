import { type Page } from '@playwright/test';
import { expect, withOwnAddress as test } from '../support/client';
import { signInByApi, signedInNewAccount } from '../support/accounts';
import { DEMO } from '../support/auth';
import { seriousA11yViolations } from '../support/axe';
import { executableNamedPng, gif, png } from '../support/image-files';
import { LANGS } from '../support/routes';

/*
 * The join form refuses, in the browser and before any upload, what the API would refuse: a GIF,
 * a file over 2 MB, an executable renamed .png, and an eleventh image; each with its own
 * translated message beside the file.
 */
test.describe.configure({ mode: 'parallel' });

const GROUP = 'cybersecurity-practitioners';
const TEXT = {
  en: { gif: /^This type of file is not allowed\. Allowed types: JPG or PNG\.$/, large: /^The file is too large\. The maximum size is 2 megabytes\.$/, fake: /^This file is not really a PNG file/, tooMany: 'You can attach at most 10 images.', send: 'Send request' },
  ar: { gif: /^نوع هذا الملف غير مسموح به\./, large: /^حجم الملف كبير جدًا\. الحد الأقصى للحجم ٢ ميغابايت\.$/, fake: /^هذا الملف ليس ملف PNG حقًا/, tooMany: 'يمكنك إرفاق ١٠ صور كحد أقصى.', send: 'إرسال الطلب' },
} as const;

/** Every upload the page made, by the name the API stored it under (refused ones answer no name). */
function uploadsOf(page: Page): { requests: number; stored: string[] } {
  const seen = { requests: 0, stored: [] as string[] };
  page.on('response', (res) => {
    if (res.request().method() !== 'POST' || new URL(res.url()).pathname !== '/api/uploads') return;
    seen.requests += 1;
    void res.json().then((body: { name?: string }) => body.name && seen.stored.push(body.name), () => undefined);
  });
  return seen;
}

for (const lang of LANGS) {
  test(`${lang}: a GIF, a 2.1 MB PNG, executables named .png and an 11th image are refused before upload`, async ({ page, api, baseURL }) => {
    test.setTimeout(60_000);
    const text = TEXT[lang];
    await signedInNewAccount(api, page, baseURL!, `refuse-${lang}`);
    const uploads = uploadsOf(page);
    await page.goto(`/${lang}/groups/${GROUP}/criteria`);
    const form = page.locator('form.gr-join');
    const input = form.locator('input[type="file"]');
    const item = (name: string) => form.locator('.gr-join__image').filter({ has: page.locator('.gr-join__name', { hasText: new RegExp(`^${name.replace('.', '\\.')}$`) }) });

    const large = png('large.png', 1, 2_100_000);
    expect(large.buffer.length).toBe(2_100_000);
    await input.setInputFiles([gif('anim.gif'), large, executableNamedPng('linux.png', 'elf'), executableNamedPng('windows.png', 'mz')]);
    await expect(item('anim.gif').getByRole('alert')).toHaveText(text.gif);
    await expect(item('large.png').getByRole('alert')).toHaveText(text.large);
    await expect(item('linux.png').getByRole('alert')).toHaveText(text.fake);
    await expect(item('windows.png').getByRole('alert')).toHaveText(text.fake);
    // Refused files show no preview and no progress, and none of them was sent.
    await expect(form.locator('.gr-join__image progress')).toHaveCount(0);
    await expect(form.locator('.gr-join__image img')).toHaveCount(0);
    expect(await seriousA11yViolations(page), 'axe with refused files').toEqual([]);
    expect(uploads.requests).toBe(0);

    // Eleven real PNGs: ten are sent, the eleventh is refused with the count.
    await input.setInputFiles(Array.from({ length: 11 }, (_, i) => png(`photo-${i + 1}.png`, i * 20)));
    await expect(item('photo-11.png').getByRole('alert')).toHaveText(text.tooMany);
    await expect(form.locator('.gr-join__image:not(.gr-join__image--refused)')).toHaveCount(10);
    await expect(form.getByRole('button', { name: text.send })).toBeEnabled({ timeout: 20_000 });
    await expect.poll(() => uploads.stored.length).toBe(10);
    expect(uploads.requests).toBe(10);
    expect(uploads.stored.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `photo-${i + 1}.png`).sort());
  });
}

const ACTIONS = {
  en: { closed: 'Join requests are not available.', request: 'Request a service', services: 'Services' },
  ar: { closed: 'طلبات الانضمام غير متاحة.', request: 'اطلب خدمة', services: 'الخدمات' },
} as const;

for (const lang of LANGS) {
  test(`${lang}: a closed group offers no join form; a supporting member's action leads to its services`, async ({ page, api, baseURL }) => {
    const text = ACTIONS[lang];
    // Signed in, so the form would show if the group took requests.
    await signInByApi(api, page, baseURL!, DEMO.email, DEMO.password);
    await page.goto(`/${lang}/groups/dammam-startup-founders/criteria`);
    await expect(page.locator('.gr-layout__header [role="note"]')).toHaveText(text.closed);
    await expect(page.locator('#join [role="note"]')).toHaveText(text.closed);
    await expect(page.locator('form.gr-join')).toHaveCount(0);

    await page.goto(`/${lang}/supporting_members/noura-alotaibi/criteria`);
    await page.locator('.gr-layout__header').getByRole('link', { name: text.request }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/supporting_members/noura-alotaibi#gr-services$`));
    await expect(page.locator('main').getByRole('heading', { level: 2, name: text.services, exact: true })).toBeInViewport();
  });
}
