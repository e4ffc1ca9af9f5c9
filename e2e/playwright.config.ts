import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { BASE_URL, E2E_PORT, EMBED_HOST_ORIGIN, SUITE } from './support/env';

// A fresh embedded database per run: created, migrated and seeded by the server on start.
const dataDir = path.join(__dirname, '.tmp', `db-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: SUITE.fullyParallel,
  workers: 2,
  retries: SUITE.retries,
  reporter: SUITE.reporter,
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: SUITE.launchOptions,
  },
  webServer: {
    ...SUITE.server,
    command: 'npm run serve -w @site/api',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    // The all-in-one default (PGlite in a data folder), whatever DATABASE_URL the API tests used.
    env: { PORT: String(E2E_PORT), DATA_DIR: dataDir, DATABASE_URL: '', LIMIT_STORE: 'database', NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'warn', CHAT_EMBED_ORIGINS: EMBED_HOST_ORIGIN },
  },
});
