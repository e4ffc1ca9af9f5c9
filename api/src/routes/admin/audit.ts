import type { FastifyPluginAsync } from 'fastify';
import { auditQuerySchema } from '@site/shared/audit/schema';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { createAuditService } from '../../services/audit/service.js';

const exportQuery = auditQuerySchema.omit({ page: true, pageSize: true });

/**
 * The audit log, read-only: a page of entries, or the same filter as a CSV file. There is no
 * route that changes or removes an entry (the methods answer 404 or 405).
 */
const auditRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditService({ db: app.deps.db });
  app.addHook('preHandler', app.requirePermission('audit.read'));

  app.get('/', { schema: { querystring: auditQuerySchema } }, async (request) => audit.list(request.query));

  app.get('/export.csv', { schema: { querystring: exportQuery } }, async (request, reply) => {
    const day = app.deps.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(await audit.csv(request.query));
  });
};

export default auditRoutes;
