import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error.js';

/** /api/health: answers 503 when the database does not answer a ping. */
const health: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    const started = performance.now();
    try {
      await app.deps.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
      throw new HttpError(503, 'errors.serviceUnavailable');
    }
    return { status: 'ok', database: app.deps.database.kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  });
};

export default health;
