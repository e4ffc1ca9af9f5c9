import { signInByApi, signedInNewAccount } from '../support/accounts';
import { seriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/client';
import { LANGS } from '../support/routes';

/*
 * axe (WCAG 2 A/AA plus label-in-name) on the pages with the phone input, the rating stars and the
 * ticket desk (an urgent ticket, the filter form), in both themes and both languages, signed in
 * where the page needs it.
 */
test.describe.configure({ mode: 'parallel' });

const PUBLIC = ['/contactus', '/register', '/reviews', '/groups'];
/** The staff console's pages, seen as the demo admin (every section opens). */
const CONSOLE = ['/admin', '/admin/people', '/admin/audit'];
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

for (const lang of LANGS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${lang}, ${theme} theme: no serious or critical axe violation on the phone, rating and ticket pages`, async ({ page, api, visitor }) => {
      test.setTimeout(180_000);
      const { token } = await signedInNewAccount(api, page, visitor.origin, `a11y${lang}${theme}`);
      const raised = await api.post('/api/tickets', {
        headers: { authorization: `Bearer ${token}` },
        data: { type: 'problem', department: 'technical', subject: 'The printer is down', details: 'It stopped printing.', urgent: true },
      });
      expect(raised.status(), await raised.text()).toBe(201);
      const { id } = (await raised.json()) as { id: string };

      await page.goto(`/${lang}${PUBLIC[0]}`);
      const html = page.locator('html');
      if (theme === 'dark') await page.getByRole('banner').locator('button[aria-pressed]').click();
      const found: string[] = [];
      for (const path of [...PUBLIC, '/tickets', `/tickets/${id}`]) {
        await page.goto(`/${lang}${path}`);
        await expect(html).toHaveAttribute('lang', lang);
        if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
        await page.getByRole('main').waitFor();
        if (path === '/tickets') await expect(page.getByRole('search')).toBeVisible();
        if (path.startsWith('/tickets/')) await expect(page.getByText('The printer is down').first()).toBeVisible();
        found.push(...(await seriousA11yViolations(page)).map((line) => `${path}: ${line}`));
      }
      expect(found).toEqual([]);
    });
  }
}

for (const lang of LANGS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${lang}, ${theme} theme: no serious or critical axe violation on the console's pages`, async ({ page, api, visitor }) => {
      test.setTimeout(120_000);
      await signInByApi(api, page, visitor.origin, ADMIN.email, ADMIN.password);
      await page.goto(`/${lang}${CONSOLE[0]}`);
      const html = page.locator('html');
      if (theme === 'dark') await page.getByRole('banner').locator('button[aria-pressed]').click();
      const found: string[] = [];
      for (const path of CONSOLE) {
        await page.goto(`/${lang}${path}`);
        await expect(html).toHaveAttribute('lang', lang);
        if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        // The section's own content, not its loading placeholder, is what is checked.
        if (path === '/admin') await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        if (path === '/admin/audit') await expect(page.getByRole('search')).toBeVisible();
        found.push(...(await seriousA11yViolations(page)).map((line) => `${path}: ${line}`));
      }
      expect(found).toEqual([]);
    });
  }
}
