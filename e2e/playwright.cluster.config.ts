import { defineConfig } from '@playwright/test';
import { SUITE } from './support/env';
import { CLUSTER_DIR, CLUSTER_PORT } from './support/cluster';

/** A database of the run's own (named after its port) on the configured PostgreSQL, emptied at start. */
const database = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
database.pathname = `/site_cluster_e2e_${CLUSTER_PORT}`;

/**
 * The production shape, started once for the run: `npm run cluster` (nginx in front of two API
 * instances on PostgreSQL). The specs reach nginx and each instance directly; stopping the run
 * stops the cluster (SIGTERM: instances drain, nginx stops).
 */
export default defineConfig({
  testDir: './cluster',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: SUITE.fullyParallel,
  workers: 1,
  retries: SUITE.retries,
  reporter: SUITE.reporter,
  use: { launchOptions: SUITE.launchOptions, trace: SUITE.trace },
  webServer: {
    ...SUITE.server,
    command: 'node deploy/cluster.mjs',
    url: `http://127.0.0.1:${CLUSTER_PORT}/api/health/ready`,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      CLUSTER_PORT: String(CLUSTER_PORT),
      CLUSTER_DIR,
      CLUSTER_FRESH_DATABASE: '1',
      DATABASE_URL: database.toString(),
      // Counters of this run only: Redis outlives the run, and an earlier run's back-offs must not count.
      REDIS_PREFIX: `e2e-cluster-${CLUSTER_PORT}-${Date.now()}:`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
