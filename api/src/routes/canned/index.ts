import type { FastifyPluginAsync } from 'fastify';
import { cannedInputSchema, cannedPatchSchema } from '@site/shared/desk';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';
import { createCannedService } from '../../services/canned/service.js';
import { viewerOf } from '../../services/tickets/access.js';
import { viewerTarget as target } from '../viewer-target.js';

/** /api/canned-responses: agents' saved replies (shared ones seeded, personal ones their own). docs/tickets.md. */
const cannedRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const canned = createCannedService({ db: app.deps.db, clock: app.deps.clock });
  app.addHook('preHandler', app.authenticate);

  app.get('/', async (request) => canned.list(viewerOf(requireAuth(request).account)));

  app.post('/', { schema: { body: cannedInputSchema } }, async (request, reply) =>
    reply.code(201).send(await canned.create(viewerOf(requireAuth(request).account), request.body)),
  );

  app.get('/:id', async (request) => {
    const { viewer, id } = target(request);
    return canned.get(viewer, id);
  });

  app.patch('/:id', { schema: { body: cannedPatchSchema } }, async (request) => {
    const { viewer, id } = target(request);
    return canned.update(viewer, id, request.body);
  });

  app.delete('/:id', async (request, reply) => {
    const { viewer, id } = target(request);
    await canned.remove(viewer, id);
    return reply.code(204).send();
  });
};

export default cannedRoutes;
