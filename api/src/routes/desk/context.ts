import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { createDeskContextService } from '../../services/desk-context/service.js';
import { viewerTarget as target } from '../viewer-target.js';

/**
 * /api/desk/{tickets,conversations}/:id/context: the agent's context pane, the client's other
 * tickets and chats (docs/tickets.md, "The context pane"). Agents only; everyone else gets 404.
 */
const deskContextRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const context = createDeskContextService({ db: app.deps.db });
  app.addHook('preHandler', app.authenticate);

  app.get('/tickets/:id/context', async (request) => {
    const { viewer, id } = target(request);
    return context.ofTicket(viewer, id);
  });

  app.get('/conversations/:id/context', async (request) => {
    const { viewer, id } = target(request);
    return context.ofConversation(viewer, id);
  });
};

export default deskContextRoutes;
