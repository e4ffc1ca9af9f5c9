import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Unsupported, forbidden } from '../../lib/errors.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';
import { accountPrincipal } from '../../services/identity/index.js';

const joinBody = z.object({ token: z.string().min(1).max(300) });

/**
 * POST /api/chat/visitors: a new anonymous chat identity; the token authenticates the realtime socket.
 * POST /api/chat/visitors/join: a signed-in visitor hands in that token; its conversations become the account's.
 */
const chatRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const sameSiteJson = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !app.realtime.originAllowed(origin, request)) throw forbidden();
    if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) throw new Unsupported();
  };
  // Creating an identity spends the address's hourly allowance, so another website must not be
  // able to do it with a form or a simple cross-site request: JSON only (which needs CORS from
  // another site) and, when the browser names the page, one of the origins the socket admits.
  app.post('/visitors', { onRequest: sameSiteJson }, async (request, reply) => reply.code(201).send(await app.chat.createVisitor(request.ip)));
  app.post('/visitors/join', { preHandler: app.authenticate, schema: { body: joinBody } }, async (request) =>
    app.chat.join(accountPrincipal(requireAuth(request).account), request.body.token),
  );
};

export default chatRoutes;
