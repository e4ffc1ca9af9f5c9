import { newIdentity, otpInput, registerByApi, signInByApi, submitLogin } from '../support/accounts';
import { expect, test } from '../support/client';
import { nextCode, outboxSnapshot } from '../support/outbox';
import { commonText, portalText } from '../support/routes';
import { expectToast, recordToasts } from '../support/toasts';

/* Issue 4: profile editing and two-factor authentication, on fresh accounts. */

test.describe.configure({ mode: 'parallel' });

test('ar: edit the full name -> "profile updated" -> shown on the page and stored', async ({ page, api, visitor }) => {
  await recordToasts(page);
  const who = newIdentity('prof');
  await registerByApi(api, who);
  const token = await signInByApi(api, page, visitor.origin, who.email, who.password);

  await page.goto('/ar/profile');
  await expect(page.locator('main')).toContainText(who.email);
  await page.getByRole('button', { name: portalText('ar', 'profile.info.edit') }).click();
  const fullName = page.locator('form input[name="fullName"]');
  await expect(fullName).toHaveValue(who.fullName);
  const newName = `هدى العتيبي ${Date.now().toString(36)}`;

  // Emptied, the name is required (SPEC 5, in Arabic).
  await fullName.fill('');
  await page.getByRole('button', { name: portalText('ar', 'profile.info.save') }).click();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');

  await fullName.fill(newName);
  await fullName.blur();
  await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: portalText('ar', 'profile.info.save') }).click();
  await expectToast(page, portalText('ar', 'toasts.profileUpdated'));
  await expect(page.locator('form input[name="fullName"]')).toHaveCount(0);
  await expect(page.locator('main dl')).toContainText(newName);

  const stored = await api.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({ fullName: newName, email: who.email, phone: who.phone });
});

test('en: turn two-factor on (confirmed by a code) -> log out -> logging in needs a code', async ({ page, api, visitor }) => {
  await recordToasts(page);
  const who = newIdentity('tfa');
  await registerByApi(api, who);
  await signInByApi(api, page, visitor.origin, who.email, who.password);

  await page.goto('/en/profile?tab=security');
  const heading = page.locator('#pt-2fa');
  await expect(heading).toContainText(portalText('en', 'profile.security.off'));
  let seen = await outboxSnapshot(api, who.phone);
  await page.getByRole('button', { name: portalText('en', 'profile.security.enable') }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  await expect(page.locator('#pt-auth-title')).toHaveText(portalText('en', 'otp.headings.two-factor-toggle'));
  await otpInput(page).fill(await nextCode(api, who.phone, 'two-factor-toggle', seen));
  await expectToast(page, portalText('en', 'toasts.twoFactorOn'));
  await expect(page).toHaveURL(/\/en\/profile\?tab=security$/);
  await expect(heading).toContainText(portalText('en', 'profile.security.on'));

  await page.locator('header').getByRole('button', { name: 'Log out' }).click();
  await expectToast(page, commonText('en', 'toasts.loggedOut'));

  await page.goto('/en/login?from=%2Fen%2Fprofile');
  seen = await outboxSnapshot(api, who.phone);
  await submitLogin(page, who.email, who.password);
  await expect(page).toHaveURL(/\/en\/otp$/);
  await expect(page.locator('#pt-auth-title')).toHaveText(portalText('en', 'otp.headings.login'));
  expect((await page.context().cookies()).some((c) => c.name === 'auth_user'), 'no session before the code').toBe(false);
  await otpInput(page).fill(await nextCode(api, who.phone, 'login', seen));
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expectToast(page, portalText('en', 'toasts.loggedIn'));
  await expect(page.locator('main')).toContainText(who.fullName);
});
