import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { Clock } from '../lib/clock.js';
import type { Sender } from '../services/sender/index.js';

export interface Deps {
  db: Db;
  database: Database;
  env: Env;
  clock: Clock;
  sender: Sender;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Shares the database, clock, env and sender with every route; closes the database with the app. */
export default fp<{ deps: Deps }>(
  (app, { deps }, done) => {
    app.decorate('deps', deps);
    app.addHook('onClose', async () => {
      await deps.database.close();
    });
    done();
  },
  { name: 'context' },
);
