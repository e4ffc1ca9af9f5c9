import type { FastifyPluginAsync } from 'fastify';
import { isMainHost } from '@site/shared/config';
import { bareHost, type CurrentTenant } from '@site/shared/listings';
import { NotFound } from '../../lib/errors.js';
import { tenantRepository } from '../../services/tenants/repository.js';

/** The header the browser (and the page server) sends with the address of a custom domain. */
export const CUSTOM_DOMAIN_HEADER = 'x-custom-domain';

/**
 * `GET /api/tenants/current`: the site of the custom-domain header's host. No header or a main
 * host: `{ tenant: null }`; a host no tenant has: 404 "This site is not configured."
 */
const tenantRoutes: FastifyPluginAsync = async (app) => {
  const repo = tenantRepository(app.deps.db);
  const { MAIN_HOSTS } = app.deps.env;

  app.get('/current', async (request, reply): Promise<CurrentTenant> => {
    // The answer depends on the header, so no shared cache may keep it.
    reply.header('cache-control', 'no-cache').header('vary', 'X-Custom-Domain, Accept-Language');
    const header = request.headers[CUSTOM_DOMAIN_HEADER];
    const domain = bareHost(typeof header === 'string' ? header : '');
    if (!domain || isMainHost(domain, MAIN_HOSTS)) return { tenant: null };
    const tenant = await repo.byDomain(domain, request.lang);
    if (!tenant) throw new NotFound('tenants.notConfigured');
    return { tenant };
  });
};

export default tenantRoutes;
