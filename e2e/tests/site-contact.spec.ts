import { type Page } from '@playwright/test';
import { expect, withOwnAddress as test } from '../support/client';
import { ar as validationAr } from '../../shared/src/validation/messages/ar';
import { en as validationEn } from '../../shared/src/validation/messages/en';
import { AGENT } from '../support/auth';
import { gotoHydrated } from '../support/hydration';
import { recordToasts, expectToast } from '../support/toasts';
import { marketingText, type Lang } from '../support/routes';

/* The contact form (issue 3): validation in both languages, storage read back by an agent, failures keep input. */

test.describe.configure({ mode: 'parallel' });

const form = (page: Page, lang: Lang) => page.getByRole('form', { name: marketingText(lang, 'contact.formTitle') });
const fields = (page: Page) => ({
  name: page.locator('form input[name="name"]'),
  mobile: page.locator('form input[name="mobile"]'),
  email: page.locator('form input[name="email"]'),
  message: page.locator('form textarea[name="message"]'),
});

/* These tests use the form once its page has hydrated (typing before that: hydration.spec.ts). */

test('en: a valid message is sent, confirmed with a toast, and stored as typed (read back by a support agent)', async ({ page, request, api }) => {
  await recordToasts(page);
  await gotoHydrated(page, '/en/contactus');
  const f = fields(page);
  const suffix = Date.now().toString(36);
  const input = {
    name: `Huda Al-Qahtani ${suffix}`,
    mobile: '+966551234567',
    email: `huda.${suffix}@example.test`,
    message: `We would like a quote for a bilingual customer portal (${suffix}).`,
  };
  await f.name.fill(input.name);
  await f.mobile.fill(input.mobile);
  await f.email.fill(input.email);
  await f.message.fill(input.message);
  const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST');
  await form(page, 'en').getByRole('button', { name: marketingText('en', 'contact.send') }).click();
  const response = await posted;
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { id } = (await response.json()) as { id: string };
  expect(id).toBeTruthy();

  await expectToast(page, marketingText('en', 'contact.sent'));
  await expect(f.name).toHaveValue('');
  await expect(f.message).toHaveValue('');

  // Stored messages are for support staff only.
  expect((await request.get(`/api/contact/${id}`)).status()).toBe(401);
  const login = await api.post('/api/auth/login', { data: { identifier: AGENT.email, password: AGENT.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const stored = await request.get(`/api/contact/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(stored.status(), await stored.text()).toBe(200);
  expect(await stored.json()).toMatchObject({ id, ...input });
});

test('ar: an empty submit shows the field messages in Arabic next to each field', async ({ page }) => {
  await gotoHydrated(page, '/ar/contactus');
  const f = fields(page);
  await form(page, 'ar').getByRole('button', { name: marketingText('ar', 'contact.send') }).click();
  await expect(f.name).toHaveAccessibleDescription(validationAr.nameRequired);
  await expect(f.mobile).toHaveAccessibleDescription(validationAr.phoneLength);
  await expect(f.email).toHaveAccessibleDescription(validationAr.emailInvalid);
  await expect(f.message).toHaveAccessibleDescription(validationAr.required.replace('{{field}}', validationAr.fields.message));
  for (const control of Object.values(f)) await expect(control).toHaveAttribute('aria-invalid', 'true');
  // Never the English text on the Arabic page.
  await expect(page.locator('main')).not.toContainText(validationEn.nameRequired);
});

test('en: a rejected or failed submit keeps everything the visitor typed', async ({ page }) => {
  await gotoHydrated(page, '/en/contactus');
  const f = fields(page);
  await f.name.fill('Omar Farouk');
  await f.mobile.fill('+966551234568');
  await f.email.fill('omar@');
  await f.message.fill('Please call me back about the support plans.');
  let posts = 0;
  await page.route('**/api/contact', async (route) => {
    posts += 1;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable', errors: [] }) });
  });
  const send = form(page, 'en').getByRole('button', { name: marketingText('en', 'contact.send') });
  await send.click();
  await expect(f.email).toHaveAccessibleDescription(validationEn.emailInvalid);
  expect(posts, 'an invalid form is not sent').toBe(0);
  await expect(f.name).toHaveValue('Omar Farouk');
  await expect(f.message).toHaveValue('Please call me back about the support plans.');

  // Now valid, but the server fails: the failure is shown and nothing is lost.
  await f.email.fill('omar@example.test');
  await send.click();
  await expect(form(page, 'en').getByRole('alert')).toContainText(marketingText('en', 'contact.failed'));
  expect(posts).toBeGreaterThan(0);
  await expect(f.name).toHaveValue('Omar Farouk');
  await expect(f.mobile).toHaveValue(/966\D*55\D*123\D*4568/);
  await expect(f.email).toHaveValue('omar@example.test');
  await expect(f.message).toHaveValue('Please call me back about the support plans.');
});
