import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { listingCoreSchema, listingCreateSchema, listingDetailsSchema, listingDomainSchema } from '@site/shared/listings/admin';
import { requireAuth } from '../../plugins/identity.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { checkDomain, dnsResolver } from '../../services/directory/dns-check.js';
import { directoryService } from '../../services/directory/service.js';
import { actorOf, liveWrite } from './live-write.js';
import { offeringRoutes } from './offerings.js';

const listingParams = z.object({ id: z.uuid() });

/** /api/admin/directory: any listing, its products and services and its custom domain, for `directory.manage` only. */
export const directoryRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { env } = app.deps;
  const directory = directoryService(app.deps);
  const live = liveWrite(app);
  // DNS_SERVERS: the deployment's resolvers, or a test's own DNS server.
  const dns = dnsResolver(env.DNS_SERVERS);
  const site = { host: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : null, addresses: env.SITE_ADDRESSES };
  app.addHook('onRequest', app.requirePermission('directory.manage'));
  const byId = { params: listingParams };

  app.get('/', async () => ({ items: await directory.list() }));
  app.post('/', { schema: { body: listingCreateSchema } }, async (request, reply) => {
    const created = await live(() => directory.create(actorOf(request), request.body));
    return reply.code(201).send(created);
  });
  app.get('/:id', { schema: byId }, async (request) => directory.get(request.params.id));
  app.put('/:id', { schema: { ...byId, body: listingCoreSchema } }, async (request) =>
    live(() => directory.update(actorOf(request), request.params.id, request.body)),
  );
  app.put('/:id/domain', { schema: { ...byId, body: listingDomainSchema } }, async (request) =>
    live(() => directory.setDomain(actorOf(request), request.params.id, request.body.domain)),
  );
  app.delete('/:id/domain', { schema: byId }, async (request, reply) => {
    await live(() => directory.clearDomain(actorOf(request), request.params.id));
    return reply.code(204).send();
  });
  app.get('/:id/domain/dns', { schema: byId }, async (request) => {
    const { domain } = await directory.get(request.params.id);
    if (!domain) return { domain: null, state: 'missing', found: [], expected: [] };
    return checkDomain(dns, site, domain);
  });
  await app.register(offeringRoutes({ own: false }));
};

/** /api/admin/my-listings: a manager's own listings, their products and services; another's is not found. */
export const myListingsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const directory = directoryService(app.deps);
  const live = liveWrite(app);
  app.addHook('onRequest', app.requirePermission('listings.manageOwn'));

  app.get('/', async (request) => ({ items: await directory.list(requireAuth(request).account.id) }));
  app.get('/:id', { schema: { params: listingParams } }, async (request) => directory.get(request.params.id, requireAuth(request).account.id));
  app.put('/:id', { schema: { params: listingParams, body: listingDetailsSchema } }, async (request) =>
    live(() => directory.updateOwn(actorOf(request), request.params.id, request.body)),
  );
  await app.register(offeringRoutes({ own: true }));
};
