import type { Page } from '@playwright/test';

/**
 * What went wrong on a page while a test ran (console errors, requests that failed or were
 * refused), kept to be printed with a failure: a failure that does not come back on a second run
 * is understood only from what happened then.
 */
export function watchTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && trouble.push(`console: ${message.text()}`)));
  page.on('requestfailed', (request) => void trouble.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => void (response.status() >= 400 && trouble.push(`${response.status()}: ${response.request().method()} ${response.url()}`)));
  return trouble;
}
