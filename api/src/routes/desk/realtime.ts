import { DESK_EVENTS, type DeskPresence, deskRequests, deskTopic } from '@site/shared/desk';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/errors.js';
import { Throttle } from '../../lib/throttle.js';
import { viewerOf } from '../../services/tickets/access.js';

/** The same agent's same state on the same record is announced at most this often (views repeat it every 10 s). */
const PRESENCE_EVERY_MS = 2_000;

/** How often the work of absent agents is looked for: it goes back at most this late after the release period. */
export const RELEASE_CHECK_MS = 60_000;

/**
 * Collision warnings: an agent's view says it is viewing, typing on or leaving a ticket or a
 * conversation, and every agent following its agents' topic hears it, on any instance (the bus).
 * Nothing is stored; a view forgets an agent it has not heard from for a while. docs/tickets.md.
 */
export default fp(
  async (app) => {
    const throttle = new Throttle(PRESENCE_EVERY_MS);
    app.realtime.handle('desk.presence', {
      schema: deskRequests['desk.presence'],
      run: async ({ principal, data }) => {
        const account = principal.kind === 'account' ? principal.account : null;
        const works = account && (data.kind === 'ticket' ? await app.tickets.worksOn(viewerOf(account), data.id) : await app.chat.worksOn(principal, data.id));
        if (!account || !works) throw notFound();
        if (data.state !== 'left' && !throttle.admit(`${account.id}:${data.id}:${data.state}`)) return null;
        const presence: DeskPresence = { ...data, agent: { id: account.id, name: account.fullName }, at: new Date().toISOString() };
        await app.realtime.publish(deskTopic(data.kind, data.id), DESK_EVENTS.presence, presence);
        return null;
      },
    });
    // Agents away for long (offline, or their desk silent) give their open work back: to the next
    // online agent with room, else to the queue.
    app.jobs.register({
      name: 'desk.release',
      intervalMs: RELEASE_CHECK_MS,
      run: async ({ signal, log }) => {
        const gone = await app.assignment.gone(app.deps.db);
        const tickets = await app.tickets.releaseFrom(gone, signal);
        const chats = await app.chat.releaseFrom(gone, signal);
        if (tickets + chats > 0) log.info({ tickets, chats }, 'work of absent agents released');
      },
    });
  },
  { name: 'desk', dependencies: ['realtime', 'tickets', 'chat', 'assignment', 'jobs'] },
);
