import type { FastifyPluginAsync } from 'fastify';

/** POST /api/chat/visitors: a new anonymous chat identity; the token authenticates the realtime socket. */
const chatRoutes: FastifyPluginAsync = async (app) => {
  app.post('/visitors', async (request, reply) => reply.code(201).send(await app.chat.createVisitor(request.ip)));
};

export default chatRoutes;
