import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/auth';
import { newIdentity, registerByApi, signInByApi } from '../support/accounts';
import { seriousA11yViolations } from '../support/axe';

/* A join request with images, from the group page to the manager's decision, in both languages. */

test.describe.configure({ mode: 'parallel' });

const PUBLIC = path.resolve(__dirname, '../../api/public');
const png = { name: 'portfolio.png', mimeType: 'image/png', buffer: fs.readFileSync(path.join(PUBLIC, 'images/og-default.png')) };
const jpg = { name: 'team.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(PUBLIC, 'videos/video-1-poster.jpg')) };
const gif = { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64') };
const MANAGER = { email: 'manager@example.com', password: 'Manager@12345' };
const GROUP = 'riyadh-web-developers';

const TEXT = {
  en: { signIn: 'Sign in to request to join', message: 'Your message', images: /^Images/, send: 'Send request', pending: 'Pending', approved: 'Approved', approve: 'Approve', gif: /not allowed/ },
  ar: { signIn: 'سجّل الدخول لطلب الانضمام', message: 'رسالتك', images: /^الصور/, send: 'إرسال الطلب', pending: 'قيد الانتظار', approved: 'مقبول', approve: 'قبول', gif: /غير مسموح|لا يُسمح/ },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a visitor signs in from the group, sends two images, and sees the manager approve`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    // English as the demo client; Arabic as a new client, so the two can run side by side.
    const who = lang === 'en' ? { email: DEMO.email, password: DEMO.password, name: 'Sara Al-Harbi' } : (() => {
      const id = newIdentity('join');
      return { email: id.email, password: id.password, name: id.fullName, identity: id };
    })();
    if ('identity' in who) await registerByApi(request, who.identity);

    await page.goto(`/${lang}/groups/${GROUP}/criteria`);
    await page.getByRole('link', { name: text.signIn }).click();
    await expect(page).toHaveURL(/\/login\?from=/);
    await page.locator('input[name="identifier"]').fill(who.email);
    await page.locator('input[name="password"]').fill(who.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/groups/${GROUP}/criteria`));

    const form = page.locator('form.gr-join');
    await form.getByLabel(text.message).fill(lang === 'en' ? 'I build web apps in Riyadh.' : 'أبني تطبيقات ويب في الرياض.');
    await form.getByLabel(text.images, { exact: false }).and(form.locator('input[type="file"]')).setInputFiles([png, gif, jpg]);
    const chosen = form.locator('.gr-join__image');
    await expect(chosen).toHaveCount(3);
    await expect(chosen.nth(1).getByRole('alert')).toHaveText(text.gif);
    await chosen.nth(1).getByRole('button').click();
    await expect(chosen).toHaveCount(2);
    await expect(form.getByRole('button', { name: text.send })).toBeEnabled();
    // The sign-in toast fades out over the form; measure contrast once it is gone.
    await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 10_000 });
    expect(await seriousA11yViolations(page), 'axe on the join form').toEqual([]);
    await form.getByRole('button', { name: text.send }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/profile/join-requests`));
    const mine = page.locator('main .gr-join-list').first().locator('> li').first();
    await expect(mine).toContainText(text.pending);
    await expect(mine.locator('img')).toHaveCount(2);
    expect(await seriousA11yViolations(page), 'axe on my join requests').toEqual([]);

    const managerPage = await (await browser.newContext({ baseURL })).newPage();
    await signInByApi(managerPage.request, managerPage, baseURL!, MANAGER.email, MANAGER.password);
    await managerPage.goto(`/${lang}/profile/join-requests`);
    await managerPage.getByRole('button', { name: `${text.approve} ${who.name}` }).first().click();
    await expect(managerPage.getByRole('button', { name: `${text.approve} ${who.name}` })).toHaveCount(0);

    await page.reload();
    await expect(page.locator('main .gr-join-list').first().locator('> li').first()).toContainText(text.approved);
  });
}

test('en: the join form works from the keyboard alone', async ({ page, request, baseURL }) => {
  const who = newIdentity('keys');
  await registerByApi(request, who);
  await signInByApi(page.request, page, baseURL!, who.email, who.password);
  await page.goto(`/en/groups/data-and-ai-circle/criteria`);
  const message = page.locator('form.gr-join textarea');
  await expect(message).toBeVisible();
  const tabTo = async (target: typeof message) => {
    for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  await tabTo(message);
  await page.keyboard.type('I analyse data every day.');
  await tabTo(page.getByRole('button', { name: 'Send request' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/profile\/join-requests/);
  await expect(page.locator('main .gr-join-list').first()).toContainText('Data & AI Circle');
});
