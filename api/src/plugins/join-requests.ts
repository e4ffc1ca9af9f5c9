import fp from 'fastify-plugin';
import { createJoinRequestService, JOIN_FILES, type JoinRequestService } from '../services/join-requests/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    joinRequests: JoinRequestService;
  }
}

/** Shares the join-request service; a request's images are readable by its sender and the group's manager. */
export default fp(
  async (app) => {
    const { db, clock } = app.deps;
    const joinRequests = createJoinRequestService({ db, clock, uploads: app.uploads });
    app.decorate('joinRequests', joinRequests);
    app.uploads.registerAccess(JOIN_FILES, async ({ account }, id) => !!account && joinRequests.canSee(account.id, id));
  },
  { name: 'join-requests', dependencies: ['context', 'uploads'] },
);
