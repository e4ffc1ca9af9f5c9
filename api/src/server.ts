import { buildApp } from './app.js';
import { DataDirLockedError } from './db/lock.js';
import { readEnv } from './env.js';
import { drainAndClose, logUnhandledRejections } from './lib/graceful.js';

const env = readEnv();

try {
  const app = await buildApp({ env });
  logUnhandledRejections(app.log);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing releases the PGlite folder lock and flushes the database.
    drainAndClose(app, { delayMs: env.SHUTDOWN_DELAY_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
