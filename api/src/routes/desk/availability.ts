import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { availabilityInputSchema } from '@site/shared/desk';
import { can } from '@site/shared/permissions';
import { forbidden } from '../../lib/errors.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';

/** The caller, who must work the desk: availability is the agents' own. */
function agentOf(request: FastifyRequest): string {
  const { account } = requireAuth(request);
  if (!can(account.role, 'support.work')) throw forbidden();
  return account.id;
}

/**
 * /api/desk/availability: the caller's online / away / offline (docs/tickets.md, "Assignment").
 * The open desk also PUTs its state every minute: a desk silent for three counts as offline.
 */
const availabilityRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.addHook('preHandler', app.authenticate);

  app.get('/availability', async (request) => app.assignment.availability(db, agentOf(request)));

  app.put('/availability', { schema: { body: availabilityInputSchema } }, async (request) =>
    app.assignment.setAvailability(db, agentOf(request), request.body),
  );
};

export default availabilityRoutes;
