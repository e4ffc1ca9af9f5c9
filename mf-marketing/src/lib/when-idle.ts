/**
 * Resolves when the browser is next idle (at the latest after `timeoutMs`), so work the page can
 * do without at first waits for what it needs now. Where there is no idle callback (the server's
 * prerender, tests) it resolves at once.
 */
export function whenIdle(timeoutMs = 1500): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestIdleCallback(() => resolve(), { timeout: timeoutMs });
  });
}
