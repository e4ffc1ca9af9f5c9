import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { BodyOf, ZodTypeProvider } from '../../lib/zod-provider.js';
import { LIMITS } from '../../plugins/rate-limit.js';
import { acceptInviteBody } from '../../schemas/auth.js';
import { staffInvites } from '../../services/people/invites.js';

const tokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });

/** /api/auth/invites: the invite link's page reads its invite, then accepts it with a password. */
const inviteRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const invites = staffInvites(app.deps);

  app.get('/', { schema: { querystring: tokenQuery }, config: { rateLimit: LIMITS.register } }, async (request) => invites.view(request.query.token));

  app.post<{ Body: BodyOf<typeof acceptInviteBody> }>('/accept', { preValidation: acceptInviteBody.preValidation, config: { rateLimit: LIMITS.register } }, async (request, reply) => {
    reply.code(201);
    return invites.accept(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
  });
};

export default inviteRoutes;
