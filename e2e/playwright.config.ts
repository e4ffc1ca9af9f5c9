import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { BASE_URL, CHROMIUM, CHROMIUM_ARGS, E2E_PORT, EMBED_HOST_ORIGIN } from './support/env';

const repo = path.resolve(__dirname, '..');
// A fresh embedded database per run: created, migrated and seeded by the server on start.
const dataDir = path.join(__dirname, '.tmp', `db-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npm run serve -w @site/api',
    cwd: repo,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The all-in-one default (PGlite in a data folder), whatever DATABASE_URL the API tests used.
    env: { PORT: String(E2E_PORT), DATA_DIR: dataDir, DATABASE_URL: '', LIMIT_STORE: 'database', NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'warn', CHAT_EMBED_ORIGINS: EMBED_HOST_ORIGIN },
  },
});
