import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Limited, forbidden } from '../../lib/errors.js';

/** GET /api/realtime: the WebSocket of the realtime hub (protocol in `@site/shared/realtime`). */
const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const hub = app.realtime;

  /** Before the upgrade: pages from unknown origins and clients holding too many sockets get a plain HTTP refusal. */
  const admit = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && !hub.originAllowed(origin, request)) throw forbidden();
    if (!hub.hasRoomFor(request.ip)) throw new Limited();
  };

  app.get('/', { websocket: true, onRequest: admit }, (socket, request) => hub.accept(socket, request));
};

export default realtimeRoutes;
