import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { BASE_URL, E2E_INBOUND_PORT, E2E_PORT, E2E_SMTP_PORT, EMBED_HOST_ORIGIN, MAIL_URL, REPLY_DOMAIN, SUITE } from './support/env';

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
    trace: SUITE.trace,
    launchOptions: SUITE.launchOptions,
  },
  webServer: [
    // Where the site's email and text messages go (support/mail-server.ts), read back by the specs.
    {
      command: 'npx tsx support/mail-server.ts',
      cwd: __dirname,
      url: `${MAIL_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      ...SUITE.server,
      command: 'npm run serve -w @site/api',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      // The all-in-one default (PGlite in a data folder), whatever DATABASE_URL the API tests used;
      // delivering for real to the test mail server, and taking replies by email on its own listener.
      env: {
        PORT: String(E2E_PORT), DATA_DIR: dataDir, DATABASE_URL: '', LIMIT_STORE: 'database', NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'warn', CHAT_EMBED_ORIGINS: EMBED_HOST_ORIGIN,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`, MAIL_FROM: 'Nukhba Software <no-reply@e2e.test>', MAIL_REPLY_DOMAIN: REPLY_DOMAIN, MESSAGES_DIGEST_SECONDS: '1',
        SMS_WEBHOOK_URL: `${MAIL_URL}/sms`, SMS_WEBHOOK_SECRET: 'e2e-sms-webhook-secret', INBOUND_SMTP_PORT: String(E2E_INBOUND_PORT),
      },
    },
  ],
});
