import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ticketReportQuerySchema } from '@site/shared/tickets';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';
import { reportCsv } from '../../services/reports/csv.js';
import { createReportService } from '../../services/reports/service.js';

/** Whoever holds `reports.read` (agents, administrators); the service decides which departments they read. */
const readerOf = (request: FastifyRequest) => requireAuth(request).account;

/** /api/reports: the desk's figures as JSON for the reports page, and as CSV for a spreadsheet. */
const reportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const reports = createReportService({ db: app.deps.db });
  app.addHook('preHandler', app.requirePermission('reports.read'));

  app.get('/tickets', { schema: { querystring: ticketReportQuerySchema } }, async (request) => reports.tickets(readerOf(request), request.query));

  app.get('/tickets.csv', { schema: { querystring: ticketReportQuerySchema } }, async (request, reply) => {
    const report = await reports.tickets(readerOf(request), request.query);
    const name = `tickets-${report.by}-${report.from}-${report.to}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(reportCsv(report, request.lang));
  });
};

export default reportRoutes;
