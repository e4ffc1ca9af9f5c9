import { type Identity, newIdentity, otpInput, submitLogin, signedInNewAccount } from '../support/accounts';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { nextCode, outboxSnapshot, readOutbox } from '../support/outbox';
import { LANGS, commonText, portalText, shellText } from '../support/routes';
import { expectToast, recordToasts } from '../support/toasts';

/* Issue 4: profile editing and two-factor authentication, on fresh accounts. */

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  test(`${lang}: edit the full name -> "profile updated" -> shown on the page and stored`, async ({ page, api, visitor }) => {
    await recordToasts(page);
    const { who, token } = await signedInNewAccount(api, page, visitor.origin, 'prof');

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
    const { who } = await signedInNewAccount(api, page, visitor.origin, 'tfa');

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

/** The contact changes: the new value a test moves to, and how the profile shows it. */
const CONTACT_CHANGES = [
  { field: 'email', next: (who: Identity) => `new.${who.email}`, shown: (value: string) => value },
  { field: 'phone', next: () => newIdentity('phone').phone, shown: (value: string) => value.slice(-4) },
] as const;

for (const lang of LANGS) {
  for (const { field, next, shown } of CONTACT_CHANGES) {
    test(`${lang}: change the ${field} -> current password (a wrong one refused) -> code to the new ${field} -> changed, old one told; axe clean throughout`, async ({ page, api, visitor }) => {
      // Two codes, a wrong password and axe in several states: about 30 s on two cores.
      test.slow();
      await recordToasts(page);
      const { who, token } = await signedInNewAccount(api, page, visitor.origin, `c${field}`);
      const value = next(who);

      await page.goto(`/${lang}/profile`);
      await page.getByRole('button', { name: portalText(lang, 'profile.info.edit') }).click();
      const password = page.getByLabel(portalText(lang, 'profile.info.contactPassword'));
      await expect(password).toHaveCount(0);
      await page.locator(`form [name="${field}"]`).fill(value);
      await expect(password).toBeVisible();
      expect(await seriousA11yViolations(page), 'axe on the form asking for the password').toEqual([]);

      // A wrong password is refused in the page's language, and nothing is sent.
      await password.fill(`${who.password}-wrong`);
      await page.getByRole('button', { name: portalText(lang, 'profile.info.save') }).click();
      await expect(page.getByRole('alert')).toContainText(portalText(lang, 'profile.info.failed'));
      expect(await seriousA11yViolations(page), 'axe on the refused change').toEqual([]);

      await password.fill(who.password);
      const seen = await outboxSnapshot(api, value);
      await page.getByRole('button', { name: portalText(lang, 'profile.info.save') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/otp$`));
      await expect(page.locator('#pt-auth-title')).toHaveText(portalText(lang, 'otp.headings.contact-change'));
      expect(await seriousA11yViolations(page), 'axe on the code step').toEqual([]);
      // Until the code is entered the account keeps its contact.
      const before = await api.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
      expect((await before.json())[field]).toBe(who[field]);
      await otpInput(page).fill(await nextCode(api, value, 'contact-change', seen));
      await expectToast(page, portalText(lang, 'toasts.contactChanged'));
      await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
      await expect(page.locator('main dl')).toContainText(shown(value));
      expect((await readOutbox(api, who[field])).some((m) => m.purpose === 'contact-change-notice')).toBe(true);
    });
  }
}
