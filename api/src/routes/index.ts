import type { FastifyPluginAsync } from 'fastify';
import { notFoundBody } from '../plugins/error-handler.js';
import admin from './admin/index.js';
import adminContent from './admin-content/index.js';
import adminMedia from './admin-media/index.js';
import auth from './auth/index.js';
import canned from './canned/index.js';
import chat from './chat/index.js';
import contact from './contact/index.js';
import content from './content/index.js';
import dev from './dev/index.js';
import desk from './desk/availability.js';
import deskContext from './desk/context.js';
import geo from './geo/index.js';
import health from './health/index.js';
import joinRequests from './join-requests/index.js';
import listings from './listings/index.js';
import mediaLibrary from './media-library/index.js';
import messages from './messages/index.js';
import profile from './profile/index.js';
import tenants from './tenants/index.js';
import tickets from './tickets/index.js';
import realtime from './realtime/index.js';
import reports from './reports/index.js';
import uploads from './uploads/index.js';

/** Every API resource, mounted under /api. Add a resource here and it is live. */
const resources: Array<[FastifyPluginAsync, string]> = [
  [health, ''],
  [auth, '/auth'],
  [profile, '/profile'],
  [tickets, '/tickets'],
  [reports, '/reports'],
  [canned, '/canned-responses'],
  [desk, '/desk'],
  [deskContext, '/desk'],
  [listings, ''],
  [joinRequests, ''],
  [tenants, '/tenants'],
  [geo, '/geo'],
  [content, '/content'],
  [adminContent, '/admin/content'],
  [adminMedia, '/admin/media'],
  [mediaLibrary, '/media-library'],
  [contact, '/contact'],
  [uploads, '/uploads'],
  [realtime, '/realtime'],
  [chat, '/chat'],
  [messages, '/messages'],
  [admin, '/admin'],
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
