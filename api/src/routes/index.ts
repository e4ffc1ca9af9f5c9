import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import { notFoundBody } from '../plugins/error-handler.js';
import auth from './auth/index.js';
import contact from './contact/index.js';
import content from './content/index.js';
import dev from './dev/index.js';
import geo from './geo/index.js';
import groups from './groups/index.js';
import health from './health/index.js';
import profile from './profile/index.js';
import tickets from './tickets/index.js';

/** Every API resource, mounted under /api. Add a resource here and it is live. */
const resources: Array<[FastifyPluginAsync | FastifyPluginCallback, string]> = [
  [health, ''],
  [auth, '/auth'],
  [profile, '/profile'],
  [tickets, '/tickets'],
  [groups, '/groups'],
  [geo, '/geo'],
  [dev, '/dev'],
  [content, '/content'],
  [contact, '/contact'],
];

const api: FastifyPluginAsync = async (app) => {
  for (const [plugin, prefix] of resources) await app.register(plugin, { prefix });
  // Unknown /api paths: JSON 404, never the HTML shell.
  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(request)));
};

export default api;
