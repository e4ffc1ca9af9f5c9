import { expect, test } from '@playwright/test';
import { expectNotHydrated, holdRequests, waitForHydration } from '../support/hydration';
import { LANGS, marketingText } from '../support/routes';
import { recordToasts, expectToast } from '../support/toasts';

/*
 * A visitor can act as soon as the server's HTML shows, before the scripts that hydrate it have
 * run. Those scripts are held back here, the visitor acts, then the scripts arrive: the action
 * must take effect, not be lost. <html data-hydrated> marks the end of hydration.
 */

test.describe.configure({ mode: 'parallel' });

const MARKETING_SCRIPTS = /\/remotes\/mf-marketing\/.*\.js(\?.*)?$/;
const SHELL_BOOTSTRAP = /\/bootstrap\.[\w]+\.js(\?.*)?$/;

for (const lang of LANGS) {
  test(`${lang}: a contact message typed and sent before the form hydrates is sent once it has`, async ({ page }) => {
    await recordToasts(page);
    const held = await holdRequests(page, MARKETING_SCRIPTS);
    await page.goto(`/${lang}/contactus`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: marketingText(lang, 'contact.formTitle') });
    await expect(form).toBeVisible();
    await expectNotHydrated(page);

    const suffix = Date.now().toString(36);
    await form.locator('input[name="name"]').fill(`Early Visitor ${suffix}`);
    await form.locator('input[name="mobile"]').fill('+966551234569');
    await form.locator('input[name="email"]').fill(`early.${suffix}@example.test`);
    await form.locator('textarea[name="message"]').fill(`Typed before the page was ready (${suffix}).`);
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST');
    await form.getByRole('button', { name: marketingText(lang, 'contact.send') }).click();
    // Still the same document: the early submit neither reloaded the page nor went anywhere.
    await expect(page).toHaveURL(new RegExp(`/${lang}/contactus$`));
    await expectNotHydrated(page);

    held.release();
    await waitForHydration(page);
    const response = await posted;
    expect(response.status(), await response.text()).toBeLessThan(300);
    expect(response.request().postDataJSON()).toMatchObject({ name: `Early Visitor ${suffix}`, email: `early.${suffix}@example.test` });
    await expectToast(page, marketingText(lang, 'contact.sent'));
  });

  test(`${lang}: the theme toggled and the language switched before the chrome hydrates both take effect`, async ({ page }) => {
    const held = await holdRequests(page, SHELL_BOOTSTRAP);
    await page.goto(`/${lang}/about`, { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    await expectNotHydrated(page);
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);

    await banner.locator('button[aria-pressed]').click();
    held.release();
    await waitForHydration(page);
    await expect(html).toHaveClass(/\bdark\b/);

    // The language switch is a real link: before hydration it simply loads the other language's page.
    const other = lang === 'en' ? 'ar' : 'en';
    const second = await holdRequests(page, SHELL_BOOTSTRAP);
    await page.goto(`/${lang}/about`, { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    await banner.locator(`a[hreflang="${other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/about$`));
    await expect(html).toHaveAttribute('lang', other);
    await expect(html).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    second.release();
    await waitForHydration(page);
  });
}
