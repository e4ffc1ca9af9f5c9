import type { FastifyPluginAsync } from 'fastify';
import { Unavailable } from '../../lib/errors.js';
import { readiness } from '../../services/health/readiness.js';

/**
 * /api/health: the database answers a ping (503 otherwise).
 * /api/health/live: liveness, the process answers at all; a failing check means restart it.
 * /api/health/ready: readiness, the database answers, this build's migrations are applied, the
 * rate-limit store answers and the instance is not draining; a failing check means send traffic
 * elsewhere, not restart.
 */
const health: FastifyPluginAsync = async (app) => {
  const { database, limits } = app.deps;

  app.get('/health', async () => {
    const started = performance.now();
    try {
      await database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
      throw new Unavailable();
    }
    return { status: 'ok', database: database.kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  });

  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { ready, ...checks } = await readiness(
      database,
      limits,
      app.lifecycle.draining,
      (error) => app.log.warn({ err: error }, 'readiness: a check failed'),
      () => app.uploads.diskState(),
    );
    // A low upload disk still serves everything else: ready, but degraded (uploads are refused before it fills).
    const status = !ready ? 'not_ready' : checks.uploadsDisk === 'low' ? 'degraded' : 'ready';
    return reply.code(ready ? 200 : 503).send({ status, ...checks });
  });
};

export default health;
