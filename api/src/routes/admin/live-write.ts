import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/identity.js';
import type { Written } from '../../services/directory/scope.js';
import type { Actor } from '../../services/people/service.js';

/** How long a write waits to hear its own change: the next public read is then fresh on this instance. */
const HEAR_OWN_CHANGE_MS = 2_000;

export const actorOf = (request: FastifyRequest): Actor => ({ id: requireAuth(request).account.id, from: { ip: request.ip, userAgent: request.headers['user-agent'] } });

/**
 * Runs a write of public content and answers once this instance's caches have let the old one go.
 * A write that changed nothing is never announced, so it answers at once instead of waiting out
 * the timeout.
 */
export const liveWrite =
  (app: FastifyInstance) =>
  async <T>(write: () => Promise<Written<T>>): Promise<T> => {
    const heard = app.contentVersion.next(HEAR_OWN_CHANGE_MS);
    const { value, changed } = await write();
    if (changed) await heard;
    return value;
  };
