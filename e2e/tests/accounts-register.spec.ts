import { fillRegisterForm, newIdentity, otpInput, submitLogin } from '../support/accounts';
import { expect, test } from '../support/client';
import { nextCode, outboxSnapshot, wrongCode } from '../support/outbox';
import { LANGS, portalText, type Lang } from '../support/routes';
import { expectToast, recordToasts } from '../support/toasts';

/* Issue 4: register -> phone OTP (from the dev outbox) -> "registered" -> login with the new account. */

test.describe.configure({ mode: 'parallel' });

const INVALID_OTP: Record<Lang, string> = { en: 'Invalid OTP.', ar: 'رمز التحقق غير صحيح.' };

for (const lang of LANGS) {
  test(`${lang}: register, refuse a wrong code, verify the phone, then log in with the new account`, async ({ page, api }) => {
    await recordToasts(page);
    const who = newIdentity(`reg${lang}`);
    await page.goto(`/${lang}/register`);
    await fillRegisterForm(page, who);
    const seen = await outboxSnapshot(api, who.phone);
    await page.locator('form button[type="submit"]').click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/otp$`));
    await expect(page.locator('#pt-auth-title')).toHaveText(portalText(lang, 'otp.headings.register'));
    // The masked number is shown left-to-right, ending with the real last digits.
    await expect(page.locator('main bdi[dir="ltr"]')).toContainText(who.phone.slice(-3));
    const code = await nextCode(api, who.phone, 'register', seen);

    await otpInput(page).fill(wrongCode(code));
    await expect(page.locator('#pt-otp-error')).toContainText(INVALID_OTP[lang]);
    await expect(otpInput(page)).toHaveValue('');

    await otpInput(page).fill(code);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
    await expectToast(page, portalText(lang, 'toasts.registered'));

    // English logs in by email; Arabic by the phone number as people type it locally (05...).
    const identifier = lang === 'en' ? who.email : `0${who.phone.slice(4)}`;
    await submitLogin(page, identifier, who.password);
    await expect(page).toHaveURL(new RegExp(`/${lang}/tickets$`));
    await expectToast(page, portalText(lang, 'toasts.loggedIn'));
    await expect(page.getByRole('banner')).toContainText(who.fullName);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_user');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ name: who.fullName, token: expect.any(String) });
  });
}
