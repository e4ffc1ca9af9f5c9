import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, withOwnAddress as test } from '../support/client';
import { DEMO } from '../support/auth';
import { newIdentity, registerByApi, signInByApi, signedInNewAccount } from '../support/accounts';
import { seriousA11yViolations } from '../support/axe';
import { png as generatedPng } from '../support/image-files';
import { nextFileChooser } from '../support/keyboard';
import { LANGS } from '../support/routes';

/* A join request with images, from the group page to the manager's decision, in both languages. */

test.describe.configure({ mode: 'parallel' });

const PUBLIC = path.resolve(__dirname, '../../api/public');
const png = { name: 'portfolio.png', mimeType: 'image/png', buffer: fs.readFileSync(path.join(PUBLIC, 'images/og-default.png')) };
const jpg = { name: 'team.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(PUBLIC, 'videos/video-1-poster.jpg')) };
const gif = { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64') };
const MANAGER = { email: 'manager@example.com', password: 'Manager@12345' };

/** Whether the page's realtime socket follows its account's join-request topic now (the server's last word). */
function joinTopicOf(page: Page) {
  const state = { following: false };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('"topic":"join-requests:')) return;
      if (payload.includes('"type":"subscribed"')) state.following = true;
      if (payload.includes('"type":"unsubscribed"')) state.following = false;
    }),
  );
  return state;
}
const GROUP = 'riyadh-web-developers';

const TEXT = {
  en: { signIn: 'Sign in to request to join', message: 'Your message', images: /^Choose images/, send: 'Send request', pending: 'Pending', approved: 'Approved', approve: 'Approve', gif: /not allowed/ },
  ar: { signIn: 'سجّل الدخول لطلب الانضمام', message: 'رسالتك', images: /^اختر صور/, send: 'إرسال الطلب', pending: 'قيد الانتظار', approved: 'مقبول', approve: 'قبول', gif: /غير مسموح|لا يُسمح/ },
} as const;

for (const lang of LANGS) {
  test(`${lang}: a visitor signs in from the group, sends two images, and sees the manager approve`, async ({ page, browser, baseURL, api }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const listTopic = joinTopicOf(page);
    // English as the demo client; Arabic as a new client, so the two can run side by side.
    const who = lang === 'en' ? { email: DEMO.email, password: DEMO.password, name: 'Sara Al-Harbi' } : (() => {
      const id = newIdentity('join');
      return { email: id.email, password: id.password, name: id.fullName, identity: id };
    })();
    if ('identity' in who) await registerByApi(api, who.identity);

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
    // The group's page, in a second tab, shows the request as pending instead of the form.
    const groupPage = await page.context().newPage();
    const groupTopic = joinTopicOf(groupPage);
    await groupPage.goto(`/${lang}/groups/${GROUP}/criteria`);
    await expect(groupPage.locator('#join [role="status"]')).toHaveAttribute('data-status', 'pending');
    await expect(groupPage.locator('form.gr-join')).toHaveCount(0);
    // Both follow the requester's topic before the manager decides (an event sent earlier is not replayed).
    await expect.poll(() => listTopic.following && groupTopic.following).toBe(true);
    // Neither page may reload from here on: the marker would be gone.
    for (const p of [page, groupPage]) await p.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });

    // The manager, in another browser context, waits for the request to be listed, then approves it.
    const managerPage = await (await browser.newContext({ baseURL })).newPage();
    await signInByApi(api, managerPage, baseURL!, MANAGER.email, MANAGER.password);
    await managerPage.goto(`/${lang}/profile/join-requests`);
    const approve = managerPage.getByRole('button', { name: `${text.approve} ${who.name}`, exact: true });
    await expect(approve).toHaveCount(1, { timeout: 15_000 });
    const decided = managerPage.waitForResponse((res) => /\/api\/join-requests\/[^/]+\/decision$/.test(res.url()) && res.request().method() === 'POST');
    await approve.click();
    expect((await decided).status()).toBe(200);
    await expect(approve).toHaveCount(0);

    // The requester's pages change without a reload.
    await expect(mine).toContainText(text.approved);
    await expect(groupPage.locator('#join [role="status"]')).toHaveAttribute('data-status', 'approved');
    for (const p of [page, groupPage]) expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await managerPage.context().close();
  });
}

for (const [lang, send, groupName] of [['en', 'Send request', 'Data & AI Circle'], ['ar', 'إرسال الطلب', 'حلقة البيانات والذكاء الاصطناعي']] as const) {
  test(`${lang}: the join form works from the keyboard alone, image included`, async ({ page, api, baseURL }) => {
    // A new account, the whole form by keyboard and an upload: near 30 s on a busy machine.
    test.slow();
    await signedInNewAccount(api, page, baseURL!, `keys-${lang}`);
    await page.goto(`/${lang}/groups/data-and-ai-circle/criteria`);
    const chooser = nextFileChooser(page);
    const message = page.locator('form.gr-join textarea');
    await expect(message).toBeVisible();
    const tabTo = async (target: typeof message) => {
      for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
    };
    await tabTo(message);
    await page.keyboard.type(lang === 'en' ? 'I analyse data every day.' : 'أحلّل البيانات كل يوم.');
    // The file picker opens from the keyboard too; the chosen image is sent before the request.
    await tabTo(page.locator('form.gr-join input[type="file"]'));
    await page.keyboard.press('Space');
    await (await chooser).setFiles(generatedPng('chart.png', 90));
    await expect(page.locator('form.gr-join .gr-join__image img')).toHaveCount(1);
    const sendButton = page.getByRole('button', { name: send });
    await expect(sendButton).toBeEnabled();
    await tabTo(sendButton);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile/join-requests`));
    const mine = page.locator('main .gr-join-list').first().locator('> li').first();
    await expect(mine).toContainText(groupName);
    await expect(mine.locator('img')).toHaveCount(1);
  });
}
