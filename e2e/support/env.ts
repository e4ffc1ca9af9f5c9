import path from 'node:path';
import { TOOLS } from '../../shared/build/machine-tools.cjs';

/** Where the end-to-end run serves the production build (the way `npm start` serves it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** Debian's Chromium (CHROME_PATH moves it); `npm test` installs it first when missing. */
export const CHROMIUM = TOOLS.chromium.binary;
/**
 * Every new context opens a window, and this Chromium preloads two pages of its own address bar's
 * popup into each (chrome://omnibox-popup.top-chrome): two extra renderers per test that nobody
 * sees. Chromium merges this list with the features Playwright turns off.
 */
const UNUSED_WINDOW_PAGES = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';
/** Chromium's sandbox needs user namespaces that root in a container lacks. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', UNUSED_WINDOW_PAGES];
/** Another website (another origin) that embeds the chat; the run lists it in CHAT_EMBED_ORIGINS. */
export const EMBED_HOST_PORT = E2E_PORT + 1;
export const EMBED_HOST_ORIGIN = `http://127.0.0.1:${EMBED_HOST_PORT}`;
/** A website that is not listed: it must get no chat. */
export const UNLISTED_HOST_PORT = E2E_PORT + 2;
/** The test mail server (support/mail-server.ts): SMTP the site sends to, and HTTP to read what it got and to take text messages. */
export const E2E_SMTP_PORT = E2E_PORT + 3;
export const E2E_MAIL_PORT = E2E_PORT + 4;
export const MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
/** The site's own SMTP listener for replies by email, and their domain. */
export const E2E_INBOUND_PORT = E2E_PORT + 5;
export const REPLY_DOMAIN = 'reply.e2e.test';

/**
 * What both suites (all-in-one and cluster) run alike: no retries (a flaky test is a bug to
 * fix), the list reporter with the page's snapshot under each failure, Debian's Chromium,
 * traces only when asked for, and a server of their own started from the repository's root,
 * its output piped so a failing start shows why.
 */
export const SUITE = {
  fullyParallel: false,
  retries: 0,
  reporter: [['list'], [path.resolve(__dirname, 'failure-context-reporter.ts')]] as [string][],
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  /**
   * Recording a trace costs every test a snapshot per action (the route and theme checks: 192 s with
   * it, 165 s without, on two cores), and it is only read when a test fails: E2E_TRACE=1 keeps one per failure.
   */
  trace: process.env.E2E_TRACE === '1' ? ('retain-on-failure' as const) : ('off' as const),
  server: { cwd: path.resolve(__dirname, '..', '..'), reuseExistingServer: false, stdout: 'pipe', stderr: 'pipe' } as const,
};
