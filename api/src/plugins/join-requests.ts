import fp from 'fastify-plugin';
import { JOIN_EVENTS, JOIN_REQUEST_TOPIC, joinRequestTopic } from '@site/shared/listings';
import { createJoinRequestService, JOIN_FILES, type JoinRequestService } from '../services/join-requests/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    joinRequests: JoinRequestService;
  }
}

/**
 * Shares the join-request service; a request's images are readable by its sender and the group's
 * manager. Each change is announced on the requester's and the manager's `join-requests` topic,
 * which only that account may follow.
 */
export default fp(
  async (app) => {
    const { db, clock } = app.deps;
    const announceFailed = (error: unknown) => app.log.error({ err: error }, 'join request announcement failed');
    const announce = (accountIds: Array<string | null>, id: string) => {
      for (const accountId of new Set(accountIds)) {
        if (accountId) app.realtime.publish(joinRequestTopic(accountId), JOIN_EVENTS.changed, { id }).catch(announceFailed);
      }
    };
    const joinRequests = createJoinRequestService({ db, clock, uploads: app.uploads, announce, notify: app.deps.messages.joinRequests });
    app.decorate('joinRequests', joinRequests);
    app.uploads.registerAccess(JOIN_FILES, async ({ account }, id) => !!account && joinRequests.canSee(account.id, id));
    app.realtime.topic(JOIN_REQUEST_TOPIC, async ({ kind, id: principalId }, id) => kind === 'account' && id === principalId);
  },
  { name: 'join-requests', dependencies: ['context', 'uploads', 'realtime'] },
);
