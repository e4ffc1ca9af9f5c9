import { expect, type Page } from '@playwright/test';
import type { Lang } from '../../shared/src/lang';

export const DEMO = { email: 'demo@example.com', phone: '+966500000001', password: 'Demo@12345' };
export const AGENT = { email: 'agent@example.com', phone: '+966500000002', password: 'Agent@12345' };

/** Signs in through the real login form and waits for the portal to land. */
export async function loginThroughForm(page: Page, lang: Lang, identifier: string, password: string, from?: string) {
  await page.goto(`/${lang}/login${from ? `?from=${encodeURIComponent(from)}` : ''}`);
  await page.locator('input[name="identifier"]').fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in through the API and stores the cookie the way the app does. */
export async function loginByApi(page: Page, baseURL: string, identifier = DEMO.email, password = DEMO.password) {
  const res = await page.request.post(`${baseURL}/api/auth/login`, { data: { identifier, password } });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { token: string; user: { fullName: string } };
  const url = new URL(baseURL);
  await page.context().addCookies([{
    name: 'auth_user', value: encodeURIComponent(JSON.stringify({ token: body.token, name: body.user.fullName })),
    domain: url.hostname, path: '/', sameSite: 'Lax',
  }]);
  return body.token;
}
