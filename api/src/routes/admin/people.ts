import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientQuerySchema, departmentsSchema, inviteSchema, roleSchema } from '@site/shared/people/schema';
import { requireAuth } from '../../plugins/identity.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { staffInvites } from '../../services/people/invites.js';
import { type Actor, peopleService } from '../../services/people/service.js';

const personParams = z.object({ id: z.uuid() });
const sessionParams = personParams.extend({ sessionId: z.uuid() });

/**
 * /api/admin/people: staff, invites and clients' accounts, for `people.manage` only (checked
 * before anything is read). Every write is audited by the service.
 */
const peopleRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const people = peopleService(app.deps);
  const invites = staffInvites(app.deps);
  app.addHook('onRequest', app.requirePermission('people.manage'));
  // Answers carry invite links: never replayed.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, replayResponse: false };
  });

  const actor = (request: FastifyRequest): Actor => ({ id: requireAuth(request).account.id, from: { ip: request.ip, userAgent: request.headers['user-agent'] } });
  const byId = { schema: { params: personParams } };

  app.get('/staff', async () => invites.staff());
  app.get('/clients', { schema: { querystring: clientQuerySchema } }, async (request) => invites.clients(request.query));
  app.post('/invites', { schema: { body: inviteSchema } }, async (request, reply) => {
    reply.code(201);
    return invites.invite({ ...actor(request), name: requireAuth(request).account.fullName }, request.body, request.lang);
  });

  app.get('/:id', byId, async (request) => people.person(request.params.id));
  app.put('/:id/role', { schema: { params: personParams, body: roleSchema } }, async (request) => people.setRole(actor(request), request.params.id, request.body.role));
  app.put('/:id/departments', { schema: { params: personParams, body: departmentsSchema } }, async (request) =>
    people.setDepartments(actor(request), request.params.id, request.body.departments),
  );
  app.post('/:id/deactivate', byId, async (request) => people.deactivate(actor(request), request.params.id));
  app.post('/:id/reactivate', byId, async (request) => people.reactivate(actor(request), request.params.id));
  app.post('/:id/lock', byId, async (request) => people.lock(actor(request), request.params.id));
  app.post('/:id/unlock', byId, async (request) => people.unlock(actor(request), request.params.id));
  app.post('/:id/two-factor/reset', byId, async (request) => people.resetTwoFactor(actor(request), request.params.id));
  app.get('/:id/sessions', byId, async (request) => ({ items: await people.sessions(request.params.id) }));
  app.delete('/:id/sessions/:sessionId', { schema: { params: sessionParams } }, async (request, reply) => {
    await people.revokeSession(actor(request), request.params.id, request.params.sessionId);
    return reply.code(204).send();
  });
};

export default peopleRoutes;
