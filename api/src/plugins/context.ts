import fp from 'fastify-plugin';
import type { Deps } from '../services/deps.js';

export type { Deps };

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
