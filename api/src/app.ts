import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { type Database, openDatabase } from './db/client.js';
import { runSeed } from './db/seed/index.js';
import type { Env } from './env.js';
import { type Clock, systemClock } from './lib/clock.js';
import { zodValidatorCompiler } from './lib/zod-provider.js';
import auth from './plugins/auth.js';
import context from './plugins/context.js';
import errorHandler from './plugins/error-handler.js';
import idempotency, { type IdempotencyOptions } from './plugins/idempotency.js';
import lang from './plugins/lang.js';
import rateLimit from './plugins/rate-limit.js';
import security from './plugins/security.js';
import staticSite from './plugins/static-site.js';
import contentSite from './seo/plugin.js';
import api from './routes/index.js';
import { type Sender, createOutboxSender } from './services/sender/index.js';

export interface AppOptions {
  env: Env;
  /** An open database (tests pass an in-memory one); otherwise opened from env. The app closes it. */
  database?: Database;
  clock?: Clock;
  sender?: Sender;
  /** Seed demo data after migrations (idempotent). Defaults to env.SEED. */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
  idempotency?: IdempotencyOptions;
  /** Extra plugins registered under /api after the built-in routes (tests, extensions). */
  plugins?: FastifyPluginAsync[];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request ids for log correlation; never derived from client input.
    requestIdHeader: false,
  });

  const database =
    options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR }));
  try {
    const clock = options.clock ?? systemClock;
    const sender = options.sender ?? createOutboxSender(database.db, clock, app.log);
    if (options.seed ?? env.SEED) await runSeed(database.db, app.log);

    app.setValidatorCompiler(zodValidatorCompiler);
    await app.register(context, { deps: { db: database.db, database, env, clock, sender } });
    await app.register(lang);
    await app.register(errorHandler);
    await app.register(security, { env });
    await app.register(rateLimit);
    await app.register(auth);
    await app.register(idempotency, options.idempotency ?? {});
    await app.register(api, { prefix: '/api' });
    for (const plugin of options.plugins ?? []) await app.register(plugin, { prefix: '/api' });
    await app.register(contentSite);
    await app.register(staticSite, { env });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  return app;
}
