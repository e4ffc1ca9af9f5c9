import { expect, test } from '../support/client';
import { DEMO, loginThroughForm } from '../support/auth';

test('demo login lands on tickets, and API calls carry Accept-Language and the Bearer token', async ({ page }) => {
  const apiHeaders: Record<string, string>[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/tickets')) apiHeaders.push(req.headers());
  });
  await loginThroughForm(page, 'en', DEMO.email, DEMO.password, '/en/tickets');
  await expect(page).toHaveURL(/\/en\/tickets/);
  // The list itself (a ticket number), not only the page heading: the headers are read from its request.
  await expect(page.locator('main')).toContainText(/#\d+/);
  expect(apiHeaders.length).toBeGreaterThan(0);
  expect(apiHeaders[0]!['accept-language']).toBe('en');
  expect(apiHeaders[0]!['authorization']).toMatch(/^Bearer \S{20,}$/);
});

test('login by phone number works in Arabic', async ({ page }) => {
  await loginThroughForm(page, 'ar', DEMO.phone, DEMO.password, '/ar/tickets');
  await expect(page).toHaveURL(/\/ar\/tickets/);
});
