import { ar as validationAr } from '../../shared/src/validation/messages/ar';
import { en as validationEn } from '../../shared/src/validation/messages/en';
import { expect, test } from '@playwright/test';
import { LANGS } from '../support/routes';

/*
 * Every field message appears where it should: under its own field (the control's
 * accessible description), in the page language. No account is created here.
 */

test.describe.configure({ mode: 'parallel' });

const MESSAGES = { en: validationEn, ar: validationAr } as const;

for (const lang of LANGS) {
  const m = MESSAGES[lang];

  test(`${lang}: register shows the field messages under the fields`, async ({ page }) => {
    await page.goto(`/${lang}/register`);
    const field = (name: string) => page.locator(`form [name="${name}"]`).first();
    const submit = page.locator('form button[type="submit"]');

    await submit.click();
    // The full name is the register form's name field ("Name is required.").
    await expect.soft(field('fullName')).toHaveAccessibleDescription(m.nameRequired);
    await expect(field('email')).toHaveAccessibleDescription(m.emailInvalid);
    await expect(field('phone')).toHaveAccessibleDescription(m.phoneLength);
    await expect(field('password')).toHaveAccessibleDescription(m.passwordMin);
    await expect(field('acceptTerms')).toHaveAccessibleDescription(m.acceptTerms);

    // Wrong values rather than empty ones (checked when the field loses focus): the same messages.
    for (const [name, value] of [['email', 'someone@example'], ['phone', '+96655123'], ['password', 'Ab1-xyz'], ['fullName', '  ']]) {
      await field(name!).fill(value!);
      await field(name!).blur();
    }
    await expect(field('email')).toHaveAccessibleDescription(m.emailInvalid);
    await expect(field('phone')).toHaveAccessibleDescription(m.phoneLength);
    await expect(field('password')).toHaveAccessibleDescription(m.passwordMin);
    await expect.soft(field('fullName')).toHaveAccessibleDescription(m.nameRequired);

    // After a submit, a fixed value clears its message as it changes, before any blur.
    await field('password').fill('Ab1-xyz-long');
    await expect.soft(field('password'), 'password fixed, still focused').not.toHaveAttribute('aria-invalid', 'true');
    await field('password').blur();
    await field('passwordConfirmation').fill('Ab1-xyz-lonk');
    await field('passwordConfirmation').blur();
    await expect(field('passwordConfirmation')).toHaveAccessibleDescription(m.passwordsMismatch);
    await expect(field('password')).not.toHaveAttribute('aria-invalid', 'true');

    await field('passwordConfirmation').fill('Ab1-xyz-long');
    await expect(field('passwordConfirmation'), 'confirmation fixed, still focused').not.toHaveAttribute('aria-invalid', 'true');
    await field('email').fill('someone@example.com');
    await expect(field('email'), 'email fixed, still focused').not.toHaveAttribute('aria-invalid', 'true');
    await field('phone').fill('+966551234567');
    await expect(field('phone'), 'phone fixed, still focused').not.toHaveAttribute('aria-invalid', 'true');
    await field('acceptTerms').check();
    await expect(field('acceptTerms')).not.toHaveAttribute('aria-invalid', 'true');
    // Never the other language's text.
    const other = MESSAGES[lang === 'en' ? 'ar' : 'en'];
    await expect(page.locator('form')).not.toContainText(other.emailInvalid);
  });

  test(`${lang}: login needs a valid phone number or email`, async ({ page }) => {
    await page.goto(`/${lang}/login`);
    const identifier = page.locator('form input[name="identifier"]');
    const submit = page.locator('form button[type="submit"]');
    await submit.click();
    await expect(identifier).toHaveAccessibleDescription(new RegExp(m.identifierInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    for (const wrong of ['abc', 'name@', '12']) {
      await identifier.fill(wrong);
      await page.locator('form input[name="password"]').fill('whatever-123');
      await submit.click();
      await expect(identifier, wrong).toHaveAccessibleDescription(new RegExp(m.identifierInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
    // The hint under the field is plain text, with no markup showing.
    await expect(page.locator('form')).not.toContainText('<ltr>');
  });
}
