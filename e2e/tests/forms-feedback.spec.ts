import type { Locator, Page } from '@playwright/test';
import { newIdentity, registerByApi, submitLogin, signedInNewAccount } from '../support/accounts';
import { expect, test } from '../support/client';
import { LANGS, commonText, marketingText, portalText, shellText } from '../support/routes';
import { gotoHydrated } from '../support/hydration';
import { expectToast, recordToasts } from '../support/toasts';

/* Forms and their feedback: a click always submits, focus goes where the user needs it, toasts never cover the header. */

test.describe.configure({ mode: 'parallel' });

/** A mouse click in two halves, answering where the target was at each: the press, then the release. */
async function clickInHalves(page: Page, target: Locator) {
  const before = (await target.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  // Whatever the press set off (a blur check re-rendering the form) has painted by now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const pressed = (await target.boundingBox())!;
  await page.mouse.up();
  return { before, pressed };
}

for (const lang of LANGS) {
  test(`${lang}: the first click on Submit sends the form, even when it takes an error line away`, async ({ page, api, visitor }) => {
    await recordToasts(page);
    const { who } = await signedInNewAccount(api, page, visitor.origin, 'click');
    await page.goto(`/${lang}/profile?tab=password`);
    const current = page.locator('form input[name="currentPassword"]');
    const password = page.locator('form input[name="password"]');
    const confirmation = page.locator('form input[name="passwordConfirmation"]');
    const submit = page.locator('form button[type="submit"]');
    const newPassword = `${who.password}-click`;

    await current.fill(who.password);
    await password.fill(newPassword);
    await confirmation.fill('something-else');
    await confirmation.blur();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    // Fixed, with the focus still in the field and its message still showing: the next press is on Submit.
    await confirmation.fill(newPassword);
    await confirmation.focus();
    const { before, pressed } = await clickInHalves(page, submit);
    expect(pressed, 'the button stays under the pointer between press and release').toEqual(before);
    await expectToast(page, portalText(lang, 'toasts.passwordChanged'));
    await expect(current).toHaveValue('');
  });

  test(`${lang}: "Logged in" shows below the header, never over its account buttons`, async ({ page, api }) => {
    const who = newIdentity('toast');
    await registerByApi(api, who);
    // Every frame: where each toast is, how visible (its least opaque box: react-hot-toast fades it
    // in while sliding down and out while sliding up), next to where the header ends.
    await page.addInitScript(() => {
      const samples: { text: string; top: number; opacity: number; headerBottom: number }[] = [];
      (window as unknown as { __toastSamples: typeof samples }).__toastSamples = samples;
      const opacityOf = (el: Element | null) => {
        let least = 1;
        for (let at = el; at; at = at.parentElement) least = Math.min(least, Number(getComputedStyle(at).opacity));
        return least;
      };
      const sample = () => {
        const header = document.querySelector('.sh-header');
        document.querySelectorAll<HTMLElement>('[role="status"]').forEach((el) => {
          const text = el.textContent?.trim() ?? '';
          if (text && header) samples.push({ text, top: el.getBoundingClientRect().top, opacity: opacityOf(el), headerBottom: header.getBoundingClientRect().bottom });
        });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(`/${lang}/login`);
    await submitLogin(page, who.email, who.password);
    await expect(page).not.toHaveURL(/\/login/);
    const loggedIn = commonText(lang, 'toasts.loggedIn');
    // Its whole life: from showing until react-hot-toast removes it (after its slide-out).
    await expect(page.getByRole('status').filter({ hasText: loggedIn })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: loggedIn })).toHaveCount(0);
    const seen = await page.evaluate((text) => (window as unknown as { __toastSamples: { text: string; top: number; opacity: number; headerBottom: number }[] }).__toastSamples.filter((s) => s.text.includes(text)), loggedIn);
    // Fully shown (between its slide-in and its slide-out, both of which cross the header on their way), it sits below the header.
    const shown = seen.filter((s) => s.opacity === 1);
    expect(shown.length, 'the toast was fully shown under a header').toBeGreaterThan(0);
    for (const s of shown) expect(s.top, `toast top ${s.top}, header bottom ${s.headerBottom}`).toBeGreaterThanOrEqual(s.headerBottom);
  });

  test(`${lang}: after a keyboard submit of the contact form, focus is on a visible confirmation`, async ({ page }) => {
    // Hydrated, so the keystrokes reach the form itself (typing earlier: hydration.spec.ts); the
    // number in international form, so it is valid whether or not the country lookup has answered.
    await gotoHydrated(page, `/${lang}/contactus`);
    const form = page.locator('form.mk-form');
    await form.locator('#mk-c-name').fill('Sara Ali');
    await form.locator('#mk-c-mobile').fill('+966501234567');
    await form.locator('#mk-c-email').fill('sara@example.com');
    await form.locator('#mk-c-message').fill('Hello, a question about your plans.');
    await form.locator('button[type="submit"]').focus();
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    const response = await posted;
    expect(response.status(), await response.text()).toBeLessThan(300);
    const confirmation = form.getByRole('status');
    await expect(confirmation).toHaveText(marketingText(lang, 'contact.sent'));
    await expect(confirmation).toBeFocused();
    // A toast closes after 1 s; the confirmation outlasts one (a span of time is what is checked here).
    await page.waitForTimeout(1500);
    await expect(confirmation, 'it stays after a toast would have gone').toBeVisible();
    await expect(confirmation).toBeFocused();
  });

  test(`${lang}: registration with errors focuses the first invalid field; Gender is marked required`, async ({ page }) => {
    await page.goto(`/${lang}/register`);
    await page.locator('form input[name="password"]').fill('Demo@12345');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('form input[name="fullName"]')).toBeFocused();
    const gender = page.locator('fieldset.pt-radios');
    await expect(gender.locator('legend')).toContainText('*');
    await expect(gender).toHaveAttribute('aria-required', 'true');
  });
}

test('en: the logout toast is worded as a sentence', async ({ page, api, visitor }) => {
  await recordToasts(page);
  await signedInNewAccount(api, page, visitor.origin, 'logout');
  await page.goto('/en/profile');
  await page.getByRole('banner').getByRole('button', { name: shellText('en', 'account.logout') }).click();
  await expectToast(page, 'Logged out');
});
