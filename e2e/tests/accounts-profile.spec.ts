import { newIdentity, otpInput, registerByApi, signInByApi, submitLogin } from '../support/accounts';
import { expect, test } from '../support/client';
import { nextCode, outboxSnapshot, readOutbox } from '../support/outbox';
import { LANGS, commonText, portalText, shellText } from '../support/routes';
import { expectToast, recordToasts } from '../support/toasts';

/* Issue 4: profile editing and two-factor authentication, on fresh accounts. */

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  test(`${lang}: edit the full name -> "profile updated" -> shown on the page and stored`, async ({ page, api, visitor }) => {
    await recordToasts(page);
    const who = newIdentity('prof');
    await registerByApi(api, who);
    const token = await signInByApi(api, page, visitor.origin, who.email, who.password);

    await page.goto(`/${lang}/profile`);
    await expect(page.locator('main')).toContainText(who.email);
    await page.getByRole('button', { name: portalText(lang, 'profile.info.edit') }).click();
    const fullName = page.locator('form input[name="fullName"]');
    await expect(fullName).toHaveValue(who.fullName);
    const newName = `هدى العتيبي ${Date.now().toString(36)}`;

    // Emptied, the name is required.
    await fullName.fill('');
    await page.getByRole('button', { name: portalText(lang, 'profile.info.save') }).click();
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');

    await fullName.fill(newName);
    await fullName.blur();
    await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: portalText(lang, 'profile.info.save') }).click();
    await expectToast(page, portalText(lang, 'toasts.profileUpdated'));
    await expect(page.locator('form input[name="fullName"]')).toHaveCount(0);
    await expect(page.locator('main dl')).toContainText(newName);

    const stored = await api.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ fullName: newName, email: who.email, phone: who.phone });
  });
}

for (const lang of LANGS) {
  test(`${lang}: turn two-factor on (confirmed by a code) -> log out -> logging in needs a code`, async ({ page, api, visitor }) => {
    await recordToasts(page);
    const who = newIdentity('tfa');
    await registerByApi(api, who);
    await signInByApi(api, page, visitor.origin, who.email, who.password);

    await page.goto(`/${lang}/profile?tab=security`);
    const heading = page.locator('#pt-2fa');
    await expect(heading).toContainText(portalText(lang, 'profile.security.off'));
    let seen = await outboxSnapshot(api, who.phone);
    await page.getByRole('button', { name: portalText(lang, 'profile.security.enable') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/otp$`));
    await expect(page.locator('#pt-auth-title')).toHaveText(portalText(lang, 'otp.headings.two-factor-toggle'));
    await otpInput(page).fill(await nextCode(api, who.phone, 'two-factor-toggle', seen));
    await expectToast(page, portalText(lang, 'toasts.twoFactorOn'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile\\?tab=security$`));
    await expect(heading).toContainText(portalText(lang, 'profile.security.on'));

    await page.getByRole('banner').getByRole('button', { name: shellText(lang, 'account.logout') }).click();
    await expectToast(page, commonText(lang, 'toasts.loggedOut'));

    await page.goto(`/${lang}/login?from=%2F${lang}%2Fprofile`);
    seen = await outboxSnapshot(api, who.phone);
    await submitLogin(page, who.email, who.password);
    await expect(page).toHaveURL(new RegExp(`/${lang}/otp$`));
    await expect(page.locator('#pt-auth-title')).toHaveText(portalText(lang, 'otp.headings.login'));
    expect((await page.context().cookies()).some((c) => c.name === 'auth_user'), 'no session before the code').toBe(false);
    await otpInput(page).fill(await nextCode(api, who.phone, 'login', seen));
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
    await expectToast(page, portalText(lang, 'toasts.loggedIn'));
    await expect(page.locator('main')).toContainText(who.fullName);
  });
}

for (const lang of LANGS) {
  test(`${lang}: change the email -> current password -> code to the new address -> changed, old one told`, async ({ page, api, visitor }) => {
    await recordToasts(page);
    const who = newIdentity('mail');
    await registerByApi(api, who);
    const token = await signInByApi(api, page, visitor.origin, who.email, who.password);
    const newEmail = `new.${who.email}`;

    await page.goto(`/${lang}/profile`);
    await page.getByRole('button', { name: portalText(lang, 'profile.info.edit') }).click();
    const password = page.getByLabel(portalText(lang, 'profile.info.contactPassword'));
    await expect(password).toHaveCount(0);
    await page.locator('form input[name="email"]').fill(newEmail);
    await expect(password).toBeVisible();
    await password.fill(who.password);
    const seen = await outboxSnapshot(api, newEmail);
    await page.getByRole('button', { name: portalText(lang, 'profile.info.save') }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/otp$`));
    await expect(page.locator('#pt-auth-title')).toHaveText(portalText(lang, 'otp.headings.contact-change'));
    // Until the code is entered the account keeps its email.
    const before = await api.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect((await before.json()).email).toBe(who.email);
    await otpInput(page).fill(await nextCode(api, newEmail, 'contact-change', seen));
    await expectToast(page, portalText(lang, 'toasts.contactChanged'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
    await expect(page.locator('main')).toContainText(newEmail);
    expect((await readOutbox(api, who.email)).some((m) => m.purpose === 'contact-change-notice')).toBe(true);
  });
}
