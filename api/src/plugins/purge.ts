import fp from 'fastify-plugin';
import { HOUR } from '../lib/clock.js';
import { purgeExpired } from '../services/retention/purge.js';

/** Hourly purge of expired rows, run by one instance at a time (the first run is due at first start). */
export default fp(
  async (app) => {
    app.jobs.register({
      name: 'security.purge-expired',
      intervalMs: HOUR,
      run: async ({ log }) => {
        log.info({ purged: await purgeExpired(app.deps) }, 'expired rows purged');
      },
    });
  },
  { name: 'purge', dependencies: ['context', 'jobs'] },
);
