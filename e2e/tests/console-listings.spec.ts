import { signInByApi } from '../support/accounts';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { LANGS, adminText } from '../support/routes';

/*
 * A listing's manager at work in the console, in each language: their listing's screen passes axe
 * in both themes, a product's name in the page's language is changed (a bad price first: the
 * translated message shows and nothing typed is lost), and the public group page shows the new
 * name on the next visit.
 */
test.describe.configure({ mode: 'parallel' });

const MANAGER = { email: 'manager@example.com', password: 'Manager@12345' };
const GROUP = 'riyadh-web-developers';
// One product per language, so the two tests never write over each other.
const PRODUCT = { ar: 'starter-kit', en: 'event-pass' } as const;

for (const lang of LANGS) {
  const text = (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), adminText(lang, key));

  test(`${lang}: a manager edits their listing’s product and the public group page shows it`, async ({ page, api, visitor }) => {
    test.setTimeout(90_000);
    await signInByApi(api, page, visitor.origin, MANAGER.email, MANAGER.password);
    const group = (await (await api.get(`/api/groups/${GROUP}`, { headers: { 'accept-language': lang } })).json()) as {
      name: string;
      products: Array<{ id: string; name: string }>;
    };
    const product = group.products.find((p) => p.id === PRODUCT[lang])!;

    await page.goto(`/${lang}/admin/listings`);
    const editButton = page.getByRole('button', { name: text('listings.offerings.edit', { name: product.name }) });
    await expect(editButton).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await page.getByRole('banner').locator('button[aria-pressed]').click();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      }
      expect(await seriousA11yViolations(page), `axe on the listing screen, ${theme} theme`).toEqual([]);
    }

    // Keyboard only, from the product's edit button.
    await editButton.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: text('listings.offerings.editHeading', { name: product.name }) });
    await expect(form).toBeVisible();
    const nameField = form.getByLabel(text(`listings.offerings.fields.name.${lang}`));
    // Letters only: the Arabic pages are checked for Western digits elsewhere.
    const renamed = `${product.name} ${Date.now().toString().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    await nameField.fill(renamed);
    const low = form.getByLabel(text('listings.offerings.fields.priceMin'));
    await low.fill('999999');
    await form.getByRole('button', { name: text('listings.offerings.save'), exact: true }).press('Enter');
    await expect(page.getByText(text('listings.errors.priceOrder'))).toBeVisible();
    await expect(nameField).toHaveValue(renamed);
    expect(await seriousA11yViolations(page), 'axe with a field error shown').toEqual([]);

    await low.fill('100');
    await form.getByRole('button', { name: text('listings.offerings.save'), exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: text('listings.offerings.edit', { name: renamed }) })).toBeVisible();
    await expect(form).toHaveCount(0);

    // The public pages, loaded afresh, list the product under its new name.
    await page.goto(`/${lang}/groups/${GROUP}`);
    await expect(page.getByRole('main')).toContainText(renamed);
    await page.goto(`/${lang}/groups/${GROUP}/product/${PRODUCT[lang]}`);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  });
}
