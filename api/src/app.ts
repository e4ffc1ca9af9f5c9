import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { type Database, openDatabase } from './db/client.js';
import { runSeed } from './db/seed/index.js';
import { type Env, uploadDir } from './env.js';
import { type Clock, systemClock } from './lib/clock.js';
import { zodValidatorCompiler } from './lib/zod-provider.js';
import context from './plugins/context.js';
import contentVersion from './plugins/content-version.js';
import contentEditing from './plugins/content-editing.js';
import errorHandler from './plugins/error-handler.js';
import idempotency, { type IdempotencyOptions } from './plugins/idempotency.js';
import jobs, { type JobsOptions } from './plugins/jobs.js';
import lang from './plugins/lang.js';
import lifecycle from './plugins/lifecycle.js';
import messagesPlugin, { type MessagesOptions } from './plugins/messages.js';
import remoteMap from './plugins/remote-map.js';
import identity from './plugins/identity.js';
import purge from './plugins/purge.js';
import realtime, { type RealtimeOptions } from './plugins/realtime.js';
import { principalSignals } from './lib/principal-signals.js';
import rateLimit from './plugins/rate-limit.js';
import requestLog from './plugins/request-log.js';
import security from './plugins/security.js';
import staticSite from './plugins/static-site.js';
import tickets from './plugins/tickets.js';
import assignment from './plugins/assignment.js';
import chat from './routes/chat/realtime.js';
import desk from './routes/desk/realtime.js';
import chatEmbed from './plugins/chat-embed.js';
import joinRequests from './plugins/join-requests.js';
import uploads from './plugins/uploads.js';
import contentSite from './seo/plugin.js';
import api from './routes/index.js';
import { serverKeys } from './services/security/keys.js';
import { openLimitStore } from './services/limits/open-store.js';
import type { LimitStore } from './services/limits/store.js';
import { createMessages } from './services/messages/index.js';
import { type UploadStorage, diskStorage } from './services/uploads/storage.js';

export interface AppOptions {
  env: Env;
  /** An open database (tests pass an in-memory one); otherwise opened from env. The app closes it. */
  database?: Database;
  clock?: Clock;
  /** Job runner timing (tests: short ticks and leases). */
  jobs?: JobsOptions;
  /** Delivery worker timing (tests: short leases). */
  messages?: MessagesOptions;
  /** Realtime bus and hub settings (tests: a shared bus, short heartbeats). */
  realtime?: RealtimeOptions;
  /** Where uploaded files go; defaults to a folder (UPLOAD_DIR). */
  storage?: UploadStorage;
  /** Seed demo data after migrations (idempotent). Defaults to env.SEED. */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
  idempotency?: IdempotencyOptions;
  /** Where rate-limit counters live; defaults to the database. */
  limits?: LimitStore;
  /** Extra plugins registered under /api after the built-in routes (tests, extensions). */
  plugins?: FastifyPluginAsync[];
}

/** A hop count trusts that many proxies nearest to us (proxy-addr's hop index starts at 0). */
const trustProxyOption = (value: Env['TRUST_PROXY']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    // One line per request costs a visible share of a cached read: see plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Request ids for log correlation; never derived from client input.
    requestIdHeader: false,
  });

  const database =
    options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR }));
  try {
    const clock = options.clock ?? systemClock;
    const keys = serverKeys(env.OTP_SECRET);
    const messages = createMessages({ keys, clock, env });
    if (options.seed ?? env.SEED) await runSeed(database.db, { demoAccounts: env.NODE_ENV !== 'production' }, app.log);

    app.setValidatorCompiler(zodValidatorCompiler);
    const opened = options.limits ? { store: options.limits, close: () => Promise.resolve() } : await openLimitStore(env, database.db, clock);
    app.addHook('onClose', opened.close);
    const limits = opened.store;
    await app.register(context, { deps: { db: database.db, database, env, clock, messages, keys, limits, signals: principalSignals() } });
    await app.register(lifecycle);
    await app.register(remoteMap);
    await app.register(contentVersion);
    await app.register(lang);
    await app.register(errorHandler);
    await app.register(requestLog);
    await app.register(security, { env });
    await app.register(rateLimit);
    await app.register(identity);
    await app.register(jobs, options.jobs ?? {});
    await app.register(contentEditing);
    await app.register(uploads, { storage: options.storage ?? diskStorage(uploadDir(env)) });
    await app.register(realtime, options.realtime ?? {});
    await app.register(assignment);
    await app.register(tickets);
    await app.register(joinRequests);
    await app.register(chat);
    await app.register(desk);
    await app.register(messagesPlugin, options.messages ?? {});
    await app.register(idempotency, options.idempotency ?? {});
    await app.register(purge);
    await app.register(api, { prefix: '/api' });
    for (const plugin of options.plugins ?? []) await app.register(plugin, { prefix: '/api' });
    await app.register(contentSite);
    await app.register(chatEmbed, { env });
    await app.register(staticSite, { env });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  return app;
}
