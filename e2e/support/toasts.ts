import { expect, type Page } from '@playwright/test';

declare global {
  interface Window { __seenToasts?: string[] }
}

/**
 * Toasts close after 1000 ms, shorter than a polling interval can be trusted to
 * catch. A MutationObserver keeps the text of every status/alert that appears, so a test
 * can ask afterwards whether the toast was shown. Call before the first navigation.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__seenToasts = [];
    const seen = window.__seenToasts;
    const ROLES = '[role="status"], [role="alert"]';
    const push = (el: Element | null) => {
      const text = el?.textContent?.trim();
      if (text) seen.push(text);
    };
    const collect = (node: Node) => {
      const el = node instanceof Element ? node : node.parentElement;
      if (!el) return;
      push(el.closest(ROLES));
      el.querySelectorAll(ROLES).forEach(push);
    };
    const start = () => {
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'characterData') collect(r.target);
          else r.addedNodes.forEach(collect);
        }
      }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    };
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start);
  });
}

/** Waits until a toast (or status message) matching `text` has been shown since the page loaded. */
export async function expectToast(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  const matches = (s: string) => (typeof text === 'string' ? s.includes(text) : text.test(s));
  await expect
    .poll(async () => (await page.evaluate<string[]>(() => window.__seenToasts ?? [])).some(matches), {
      message: `toast ${String(text)}`,
      timeout,
      intervals: [100, 200],
    })
    .toBe(true);
}

/** Every toast text seen so far (for failure messages). */
export const seenToasts = (page: Page) => page.evaluate<string[]>(() => window.__seenToasts ?? []);
