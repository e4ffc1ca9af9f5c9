import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { joinDecisionSchema, joinRequestSchema } from '@site/shared/listings';
import { notFound } from '../../lib/errors.js';
import { type BodyOf, localizedBody, type ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';
import { accountPrincipal } from '../../services/identity/index.js';

const joinBody = localizedBody(joinRequestSchema);
const uuid = z.uuid();

/** Join requests: send one to a group, list mine, and (as a group's manager) list and decide theirs. */
const joinRequestRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { joinRequests } = app;
  app.addHook('preHandler', app.authenticate);

  app.post<{ Params: { id: string }; Body: BodyOf<typeof joinBody> }>(
    '/groups/:id/join-requests',
    { preValidation: joinBody.preValidation },
    async (request, reply) => {
      const { account } = requireAuth(request);
      return reply.code(201).send(await joinRequests.create(accountPrincipal(account), request.params.id, request.body, request.lang));
    },
  );

  app.get('/join-requests', async (request) => ({ items: await joinRequests.mine(requireAuth(request).account.id, request.lang) }));
  app.get('/join-requests/managed', async (request) => ({ items: await joinRequests.managed(requireAuth(request).account.id, request.lang) }));

  app.post('/join-requests/:id/decision', { schema: { body: joinDecisionSchema } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!uuid.safeParse(id).success) throw notFound();
    return joinRequests.decide(requireAuth(request).account.id, id, request.body.decision, request.lang);
  });
};

export default joinRequestRoutes;
