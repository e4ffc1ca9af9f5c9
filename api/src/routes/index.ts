import type { FastifyPluginAsync } from 'fastify';
import { notFoundBody } from '../plugins/error-handler.js';
import auth from './auth/index.js';
import chat from './chat/index.js';
import contact from './contact/index.js';
import content from './content/index.js';
import dev from './dev/index.js';
import geo from './geo/index.js';
import health from './health/index.js';
import joinRequests from './join-requests/index.js';
import listings from './listings/index.js';
import messages from './messages/index.js';
import profile from './profile/index.js';
import tenants from './tenants/index.js';
import tickets from './tickets/index.js';
import realtime from './realtime/index.js';
import uploads from './uploads/index.js';

/** Every API resource, mounted under /api. Add a resource here and it is live. */
const resources: Array<[FastifyPluginAsync, string]> = [
  [health, ''],
  [auth, '/auth'],
  [profile, '/profile'],
  [tickets, '/tickets'],
  [listings, ''],
  [joinRequests, ''],
  [tenants, '/tenants'],
  [geo, '/geo'],
  [content, '/content'],
  [contact, '/contact'],
  [uploads, '/uploads'],
  [realtime, '/realtime'],
  [chat, '/chat'],
  [messages, '/messages'],
];

const api: FastifyPluginAsync = async (app) => {
  for (const [plugin, prefix] of resources) await app.register(plugin, { prefix });
  // Opt-in only, and the environment check refuses it in production; checked twice all the same.
  const { env } = app.deps;
  if (env.DEV_OUTBOX && env.NODE_ENV !== 'production') await app.register(dev, { prefix: '/dev' });
  // Unknown /api paths: JSON 404, never the HTML shell.
  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(request)));
};

export default api;
