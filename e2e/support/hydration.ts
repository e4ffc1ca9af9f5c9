import { expect, type Page, type Route } from '@playwright/test';

/** Set on <html> once every server-rendered part of the page has hydrated (`@site/shared/ssr`). */
export const HYDRATED_SELECTOR = 'html[data-hydrated]';

/** Waits until the page is fully interactive: every server-rendered part hydrated, the first route settled. */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  await page.locator(HYDRATED_SELECTOR).waitFor({ state: 'attached', timeout });
}

/** Opens `url` and waits for hydration: what "networkidle" meant, without waiting on unrelated requests. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

/**
 * Holds every request matching `pattern` until `release()` is called: the page's HTML shows, but
 * what those scripts hydrate stays inert, as on a slow network.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue().catch(() => {
      // the page may have navigated away meanwhile
    });
  });
  return { release: () => release() };
}

/** Marks the document now on screen, so a later check tells an in-app navigation from a new page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => void ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

/** Whether the document marked by `markDocument` is still the one on screen. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

export async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator(HYDRATED_SELECTOR)).toHaveCount(0);
}
