import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { Clock } from '../lib/clock.js';
import type { ServerKeys } from '../services/keys.js';
import type { LimitStore } from '../services/limits/store.js';
import type { Messages } from '../services/messages/index.js';

export interface Deps {
  db: Db;
  database: Database;
  env: Env;
  clock: Clock;
  /** The outbox and the notifications: every email and text message is queued through it. */
  messages: Messages;
  keys: ServerKeys;
  limits: LimitStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Shares the database, clock, env and messages with every route; closes the database with the app. */
export default fp<{ deps: Deps }>(
  async (app, { deps }) => {
    app.decorate('deps', deps);
    app.addHook('onClose', async () => {
      await deps.database.close();
    });
  },
  { name: 'context' },
);
