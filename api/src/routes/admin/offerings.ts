import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { offeringBodySchema, offeringCreateSchema } from '@site/shared/listings/admin';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';
import { offeringsService } from '../../services/directory/offerings.js';
import { actorOf, liveWrite } from './live-write.js';

const listingParams = z.object({ id: z.uuid() });
const offeringParams = listingParams.extend({ offeringId: z.uuid() });

/**
 * `…/:id/offerings`: a listing's products and services. Registered under the admins' directory
 * (any listing) and under a manager's own listings (`own`: scoped to the caller, another's is 404);
 * the parent plugin has checked the permission.
 */
export const offeringRoutes =
  ({ own }: { own: boolean }): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const offerings = offeringsService(app.deps);
    const live = liveWrite(app);
    const scope = (request: Parameters<typeof requireAuth>[0]) => (own ? requireAuth(request).account.id : undefined);

    app.get('/:id/offerings', { schema: { params: listingParams } }, async (request) => ({
      items: await offerings.list(request.params.id, scope(request)),
    }));
    app.post('/:id/offerings', { schema: { params: listingParams, body: offeringCreateSchema } }, async (request, reply) => {
      const created = await live(() => offerings.create(actorOf(request), request.params.id, request.body, scope(request)));
      return reply.code(201).send(created);
    });
    app.put('/:id/offerings/:offeringId', { schema: { params: offeringParams, body: offeringBodySchema } }, async (request) =>
      live(() => offerings.update(actorOf(request), request.params.id, request.params.offeringId, request.body, scope(request))),
    );
    app.delete('/:id/offerings/:offeringId', { schema: { params: offeringParams } }, async (request, reply) => {
      await live(() => offerings.remove(actorOf(request), request.params.id, request.params.offeringId, scope(request)));
      return reply.code(204).send();
    });
  };
