/** Where the end-to-end run serves the production build (the way `npm start` serves it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Chromium's sandbox needs user namespaces that root in a container lacks. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
