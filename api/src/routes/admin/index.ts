import type { FastifyPluginAsync } from 'fastify';
import audit from './audit.js';
import { directoryRoutes, myListingsRoutes } from './directory.js';
import people from './people.js';

/** The staff console's API: each part checks its own permission (shared/src/permissions). */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(audit, { prefix: '/audit' });
  await app.register(people, { prefix: '/people' });
  await app.register(directoryRoutes, { prefix: '/directory' });
  await app.register(myListingsRoutes, { prefix: '/my-listings' });
};

export default adminRoutes;
