import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/auth.js';
import { accountPrincipal } from '../../plugins/principals.js';

const joinBody = z.object({ token: z.string().min(1).max(300) });

/**
 * POST /api/chat/visitors: a new anonymous chat identity; the token authenticates the realtime socket.
 * POST /api/chat/visitors/join: a signed-in visitor hands in that token; its conversations become the account's.
 */
const chatRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post('/visitors', async (request, reply) => reply.code(201).send(await app.chat.createVisitor(request.ip)));
  app.post('/visitors/join', { preHandler: app.authenticate, schema: { body: joinBody } }, async (request) =>
    app.chat.join(accountPrincipal(requireAuth(request).account), request.body.token),
  );
};

export default chatRoutes;
