import { expect, test, type Page } from '@playwright/test';
import { loginByApi } from '../support/auth';
import { gotoHydrated, holdRequests, isSameDocument, markDocument } from '../support/hydration';

// Counts React renderers as React DOM registers them with the devtools hook:
// two copies of React DOM on one page would register twice.
const COUNT_RENDERERS = () => {
  const renderers = new Map<number, unknown>();
  let id = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers, supportsFiber: true, isDisabled: false, checkDCE() {},
      inject(renderer: unknown) { renderers.set(++id, renderer); return id; },
      onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, on() {}, off() {}, sub() { return () => {}; },
    },
  });
};

test('exactly one React on the page after visiting every remote', async ({ page, baseURL }) => {
  await page.addInitScript(COUNT_RENDERERS);
  await loginByApi(page, baseURL!);
  await page.goto('/en');
  await expect(page.locator('main h1').first()).toBeVisible();
  for (const link of ['/en/groups', '/en/tickets', '/en/about']) {
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  await page.getByRole('button', { name: /chat/i }).first().click();
  const count = await page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
  expect(count).toBe(1);
});

/**
 * Copies of a library in the scripts a page ran, found by a string each copy carries once: zod's
 * global config key, and a hook name of the federation runtime's core (React is counted by its
 * renderers, above).
 */
const MARKERS = { zod: '__zod_globalConfig', 'federation runtime': 'beforeInitContainer' } as const;

function countCopies(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => {
    const scripts = await Promise.all(bodies);
    const copies = Object.fromEntries(Object.entries(MARKERS).map(([name, marker]) => [name, scripts.filter((body) => body.includes(marker)).length]));
    const react = await page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
    return { react, ...copies };
  };
}

for (const path of ['/en', '/ar', '/en/groups', '/ar/groups', '/en/contactus', '/en/login', '/en/tickets']) {
  test(`exactly one React, one zod and one federation runtime on ${path}, the chat launcher loaded where the page has one`, async ({ page, baseURL }) => {
    await page.addInitScript(COUNT_RENDERERS);
    if (path === '/en/tickets') await loginByApi(page, baseURL!);
    const copies = countCopies(page);
    await gotoHydrated(page, path);
    // The overlay (the chat launcher) loads once the page is usable; the sign-in pages have none.
    if (!path.endsWith('/login')) await expect(page.getByRole('button', { name: /chat|الدعم/i }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await copies()).toEqual({ react: 1, zod: 1, 'federation runtime': 1 });
  });
}

test('a remote whose files are blocked shows the error screen in its area; the rest keeps working', async ({ page }) => {
  await page.route('**/remotes/mf-groups/**', (route) => route.abort('failed'));
  await page.goto('/en/groups');
  const main = page.locator('main');
  await expect(main).toContainText('something went wrong', { timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /about/i }).first().click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(main.locator('h1').first()).toBeVisible();
  await expect(main).not.toContainText('something went wrong');
});

test('a link clicked while the chat launcher is still downloading opens its page at once', async ({ page }) => {
  // The chat's files are held back until the page has changed: an extra never delays a navigation.
  const chat = await holdRequests(page, '**/remotes/mf-chat/**');
  await gotoHydrated(page, '/en');
  await page.getByRole('banner').getByRole('link', { name: /groups/i }).first().click();
  await expect(page).toHaveURL(/\/en\/groups$/);
  await expect(page.locator('#sh-area-mf-groups').getByRole('link').first()).toBeVisible();
  chat.release();
  await expect(page.getByRole('button', { name: /chat/i }).first()).toBeVisible();
});

test('when the chat launcher cannot load, the page stays as it is and its links still open their pages at once', async ({ page }) => {
  const chatRequests: string[] = [];
  await page.route('**/remotes/mf-chat/**', (route) => {
    chatRequests.push(route.request().url());
    return route.abort('failed');
  });
  // The launcher's load ends, after the runtime's retries, with its failure reported on the console.
  const gaveUp = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource'),
    timeout: 20_000,
  });
  await gotoHydrated(page, '/en');
  await markDocument(page);
  await gaveUp;
  expect(chatRequests.length, 'the launcher was asked for').toBeGreaterThan(0);
  for (const [name, area] of [[/groups/i, 'mf-groups'], [/about/i, 'mf-marketing']] as const) {
    const asked = chatRequests.length;
    await page.getByRole('banner').getByRole('link', { name }).first().click();
    await expect(page.locator(`#sh-area-${area}`).getByRole('heading', { level: 1 })).toBeVisible();
    expect(chatRequests.length, 'the failed launcher was not loaded again inside the navigation').toBe(asked);
  }
  expect(await isSameDocument(page)).toBe(true);
  await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
});

test('a sign-in page fetches no chat; the page its logo leads to shows the launcher', async ({ page }) => {
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-chat/')) chatRequests.push(request.url());
  });
  // The page's extras start together once it is usable: the chat would be asked for with this chunk.
  const extras = page.waitForResponse((response) => /\/once-usable\.[^/]*\.js$/.test(new URL(response.url()).pathname));
  await gotoHydrated(page, '/en/login');
  await extras;
  await page.waitForLoadState('networkidle');
  expect(chatRequests).toEqual([]);
  await page.getByRole('link', { name: 'Nukhba Software' }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: /chat/i }).first()).toBeVisible();
  expect(chatRequests.length).toBeGreaterThan(0);
});
