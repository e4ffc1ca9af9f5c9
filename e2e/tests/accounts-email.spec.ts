import { otpInput, signedInNewAccount } from '../support/accounts';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { nextCode, outboxSnapshot, wrongCode } from '../support/outbox';
import { LANGS, portalText } from '../support/routes';
import { expectToast, recordToasts } from '../support/toasts';

/*
 * Issue 8: the email is proven by a code sent to it, from the profile; until then password-reset
 * codes go to the phone, and once it is verified they go to the email.
 */

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  test(`${lang}: profile says "not verified" -> verify email -> wrong code refused -> right code -> verified; resets now go to the email`, async ({ page, api, visitor }) => {
    // Two codes, a wrong one and axe in two states: about 30 s on two cores.
    test.slow();
    await recordToasts(page);
    const { who, token } = await signedInNewAccount(api, page, visitor.origin, 'verify');

    await page.goto(`/${lang}/profile`);
    const prompt = page.locator('section[aria-labelledby="pt-verify-email"]');
    await expect(prompt).toContainText(portalText(lang, 'profile.email.help'));
    await expect(page.locator('main dl')).toContainText(portalText(lang, 'profile.email.unverified'));
    expect(await seriousA11yViolations(page), 'axe on the profile with the verify prompt').toEqual([]);

    const seen = await outboxSnapshot(api, who.email);
    await prompt.getByRole('button', { name: portalText(lang, 'profile.email.verify') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/otp$`));
    await expect(page.locator('#pt-auth-title')).toHaveText(portalText(lang, 'otp.headings.email-verify'));
    await expect(page.locator('main bdi[dir="ltr"]')).toContainText(`@${who.email.split('@')[1]}`);
    const code = await nextCode(api, who.email, 'email-verify', seen);

    await otpInput(page).fill(wrongCode(code));
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousA11yViolations(page), 'axe on the code step with an error').toEqual([]);
    await otpInput(page).fill(code);
    await expectToast(page, portalText(lang, 'toasts.emailVerified'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
    await expect(page.locator('main dl')).toContainText(portalText(lang, 'profile.email.verified'));
    await expect(prompt).toHaveCount(0);

    const stored = await api.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(await stored.json()).toMatchObject({ email: who.email, emailVerified: true });
    const resetSeen = await outboxSnapshot(api, who.email);
    expect((await api.post('/api/auth/password/forgot', { data: { identifier: who.email } })).status()).toBe(200);
    expect(await nextCode(api, who.email, 'reset', resetSeen)).toMatch(/^\d{6}$/);
  });
}
