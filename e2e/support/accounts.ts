import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { nextCode, outboxSnapshot } from './outbox';

export interface Identity {
  fullName: string;
  accountName: string;
  email: string;
  /** E.164, a valid Saudi mobile number (+9665 5x xxx xxxx). */
  phone: string;
  password: string;
}

/** A fresh identity per test: unique email, account name and Saudi mobile number. */
export function newIdentity(label = 'e2e'): Identity {
  const n = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  return {
    fullName: `Test ${label} ${n}`,
    accountName: `${label}_${n}`.slice(0, 40),
    email: `${label}.${n}@example.test`,
    phone: `+96655${String(randomInt(1e7)).padStart(7, '0')}`,
    password: `Pass-${n}`,
  };
}

/** Creates and verifies an account through the API (register -> OTP from the dev outbox -> verify). */
export async function registerByApi(api: APIRequestContext, who: Identity): Promise<void> {
  const seen = await outboxSnapshot(api, who.phone);
  const res = await api.post('/api/auth/register', {
    data: {
      fullName: who.fullName, accountName: who.accountName, email: who.email, phone: who.phone,
      country: 'SA', area: 'Riyadh', gender: 'female', birthDate: '1992-04-11',
      password: who.password, passwordConfirmation: who.password, userType: 'individual', acceptTerms: true,
    },
  });
  expect(res.status(), `register: ${await res.text()}`).toBeLessThan(300);
  const { challengeId } = (await res.json()) as { challengeId: string };
  const code = await nextCode(api, who.phone, 'register', seen);
  const verify = await api.post('/api/auth/otp/verify', { data: { challengeId, code } });
  expect(verify.status(), `verify: ${await verify.text()}`).toBe(200);
}

/** Logs in through the API and stores the auth_user cookie for the page's host, as the app does. */
export async function signInByApi(api: APIRequestContext, page: Page, origin: string, identifier: string, password: string) {
  const res = await api.post('/api/auth/login', { data: { identifier, password } });
  expect(res.status(), `login: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { token?: string; user?: { fullName: string; role: string } };
  expect(body.token, 'login answered with a session, not an OTP challenge').toBeTruthy();
  await page.context().addCookies([{
    name: 'auth_user',
    value: encodeURIComponent(JSON.stringify({ token: body.token, name: body.user!.fullName, role: body.user!.role })),
    domain: new URL(origin).hostname, path: '/', sameSite: 'Lax',
  }]);
  return body.token!;
}

/** A fresh account, registered and verified through the API and signed in on the page: who it is and its session token. */
export async function signedInNewAccount(api: APIRequestContext, page: Page, origin: string, label: string) {
  const who = newIdentity(label);
  await registerByApi(api, who);
  const token = await signInByApi(api, page, origin, who.email, who.password);
  return { who, token };
}

/** Fills the login form (identifier + password) and submits it. */
export async function submitLogin(page: Page, identifier: string, password: string) {
  await page.locator('input[name="identifier"]').fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** The code input of the OTP step. */
export const otpInput = (page: Page) => page.locator('input[name="code"]');

/** Fills every field of the registration form for `who`. */
export async function fillRegisterForm(page: Page, who: Identity) {
  const input = (name: string) => page.locator(`form [name="${name}"]`);
  await input('fullName').fill(who.fullName);
  await input('accountName').fill(who.accountName);
  await input('email').fill(who.email);
  await input('phone').fill(who.phone);
  await input('country').selectOption('SA');
  await input('area').fill('Riyadh');
  await page.locator('form input[name="gender"][value="female"]').check();
  await input('birthDate').fill('1994-02-20');
  await input('userType').selectOption('company');
  await input('password').fill(who.password);
  await input('passwordConfirmation').fill(who.password);
  await input('acceptTerms').check();
}
