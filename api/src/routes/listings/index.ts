import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { listingQuerySchema, SECTIONS, type Section } from '@site/shared/listings';
import { found } from '../../lib/errors.js';
import { publicJson } from '../../lib/public-json.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { listingRepository } from '../../services/listings/repository.js';

const slug = z.string().min(1).max(120);
const idParams = z.object({ id: slug });
const productParams = idParams.extend({ productId: slug });
const serviceParams = idParams.extend({ serviceId: slug });

/** The public reads of one directory section: list, detail, stats, product and service. */
const sectionRoutes =
  (section: Section): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = listingRepository(app.deps.db);
    const respond = publicJson(app);

    app.get('/', { schema: { querystring: listingQuerySchema } }, async (req, reply) =>
      respond(req, reply, () => repo.list(section, req.lang, req.query)),
    );
    app.get('/:id', { schema: { params: idParams } }, async (req, reply) =>
      respond(req, reply, async () => found(await repo.detail(section, req.params.id, req.lang))),
    );
    app.get('/:id/stats', { schema: { params: idParams } }, async (req, reply) =>
      respond(req, reply, async () => found(await repo.stats(section, req.params.id))),
    );
    app.get('/:id/products/:productId', { schema: { params: productParams } }, async (req, reply) =>
      respond(req, reply, async () => found(await repo.offering(section, req.params.id, 'product', req.params.productId, req.lang))),
    );
    app.get('/:id/services/:serviceId', { schema: { params: serviceParams } }, async (req, reply) =>
      respond(req, reply, async () => found(await repo.offering(section, req.params.id, 'service', req.params.serviceId, req.lang))),
    );
  };

/** /api/groups, /api/supporting-members and /api/support-services: one route set each. */
const listingRoutes: FastifyPluginAsync = async (app) => {
  for (const { id, api } of SECTIONS) await app.register(sectionRoutes(id), { prefix: api });
};

export default listingRoutes;
