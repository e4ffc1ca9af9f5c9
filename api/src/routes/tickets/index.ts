import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ticketListQuerySchema } from '@site/shared/tickets';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import type { BodyOf, ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/identity.js';
import { accountPrincipal } from '../../services/identity/index.js';
import { createTicketBody, noteBody, rateBody, replyBody, starBody, statusBody, transferBody, updateTicketBody } from '../../schemas/tickets.js';
import { viewerOf } from '../../services/tickets/access.js';
import type { Actor } from '../../services/tickets/service.js';

const uuid = z.uuid();

/** The caller and the ticket id of `/:id` routes; an id that cannot exist is simply not found. */
function target(request: FastifyRequest): { actor: Actor; id: string } {
  const { account } = requireAuth(request);
  const id = (request.params as { id?: unknown }).id;
  if (!uuid.safeParse(id).success) throw notFound();
  return { actor: { viewer: viewerOf(account), principal: accountPrincipal(account) }, id: id as string };
}

/**
 * /api/tickets: the ticket desk. Each handler calls the ticket service; every change answers
 * with the ticket as the caller now sees it, or 204 when the caller can no longer see it.
 */
const ticketRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { tickets } = app;
  app.addHook('preHandler', app.authenticate);

  const answer = async (reply: FastifyReply, actor: Actor, id: string, code = 200) => {
    const ticket = await tickets.detail(actor.viewer, id);
    return ticket ? reply.code(code).send(ticket) : reply.code(204).send();
  };

  app.get('/', { schema: { querystring: ticketListQuerySchema } }, async (request) =>
    tickets.list(viewerOf(requireAuth(request).account), request.query),
  );

  app.post<{ Body: BodyOf<typeof createTicketBody> }>('/', { preValidation: createTicketBody.preValidation }, async (request, reply) => {
    const { account } = requireAuth(request);
    const openedBy = { viewer: viewerOf(account), principal: accountPrincipal(account) };
    return reply.code(201).send(await tickets.create({ clientId: account.id, openedBy, input: request.body }));
  });

  app.get('/agents', { preHandler: app.requirePermission('support.work') }, async () => {
    return tickets.agents();
  });

  app.get('/:id', async (request) => {
    const { actor, id } = target(request);
    const ticket = await tickets.detail(actor.viewer, id);
    if (!ticket) throw notFound();
    return ticket;
  });

  app.patch<{ Body: BodyOf<typeof updateTicketBody> }>('/:id', { preValidation: updateTicketBody.preValidation }, async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.update(actor, id, request.body);
    return answer(reply, actor, id);
  });

  app.delete('/:id', async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.remove(actor, id);
    return reply.code(204).send();
  });

  app.post<{ Body: BodyOf<typeof replyBody> }>('/:id/replies', { preValidation: replyBody.preValidation }, async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.reply(actor, id, request.body);
    return answer(reply, actor, id, 201);
  });

  /** An internal note: support on the ticket only (its client gets 404); answers with the ticket as the agent sees it. */
  app.post<{ Body: BodyOf<typeof noteBody> }>('/:id/notes', { preValidation: noteBody.preValidation }, async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.note(actor, id, request.body);
    return answer(reply, actor, id, 201);
  });

  app.post('/:id/close', async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.close(actor, id);
    return answer(reply, actor, id);
  });

  app.post('/:id/reopen', async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.reopen(actor, id);
    return answer(reply, actor, id);
  });

  app.post<{ Body: BodyOf<typeof statusBody> }>('/:id/status', { preValidation: statusBody.preValidation }, async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.changeStatus(actor, id, request.body);
    return answer(reply, actor, id);
  });

  app.post<{ Body: BodyOf<typeof transferBody> }>('/:id/transfer', { preValidation: transferBody.preValidation }, async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.transfer(actor, id, request.body);
    return answer(reply, actor, id);
  });

  app.post<{ Body: BodyOf<typeof starBody> }>('/:id/star', { preValidation: starBody.preValidation }, async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.star(actor, id, request.body.starred);
    return answer(reply, actor, id);
  });

  app.post<{ Body: BodyOf<typeof rateBody> }>('/:id/rate', { preValidation: rateBody.preValidation }, async (request, reply) => {
    const { actor, id } = target(request);
    await tickets.rate(actor, id, request.body);
    return answer(reply, actor, id);
  });
};

export default ticketRoutes;
