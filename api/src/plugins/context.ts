import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { Clock } from '../lib/clock.js';
import type { ServerKeys } from '../services/keys.js';
import type { LimitStore } from '../services/limits/store.js';
import type { Sender } from '../services/sender/index.js';

export interface Deps {
  db: Db;
  database: Database;
  env: Env;
  clock: Clock;
  sender: Sender;
  keys: ServerKeys;
  limits: LimitStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Shares the database, clock, env and sender with every route; closes the database with the app. */
export default fp<{ deps: Deps }>(
  async (app, { deps }) => {
    app.decorate('deps', deps);
    app.addHook('onClose', async () => {
      await deps.database.close();
    });
  },
  { name: 'context' },
);
