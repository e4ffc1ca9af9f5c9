import { TICKET_EVENTS, TICKET_LIST_TOPIC, TICKET_TOPIC, ticketListTopic } from '@site/shared/tickets';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { viewerOf } from '../services/tickets/access.js';
import { ticketAnnouncer } from '../services/tickets/live.js';
import { REPLY_FILES, TICKET_FILES, type TicketService, createTicketService } from '../services/tickets/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ticket desk: the routes use it, and other features raise tickets through `create`. */
    tickets: TicketService;
  }
}

/** How often the auto-close job looks for due tickets (the period itself is days). */
export const AUTO_CLOSE_CHECK_MS = 5 * 60_000;

const isTicketId = (id: string | null): id is string => z.uuid().safeParse(id).success;

/**
 * Shares the ticket service; files on a ticket or a reply are readable by whoever may see the
 * ticket; a ticket's topic is followed by whoever may see it, a list topic by its own account.
 */
export default fp(
  async (app) => {
    const { db, clock } = app.deps;
    const announceFailed = (error: unknown) => app.log.error({ err: error }, 'ticket change announcement failed');
    const announce = ticketAnnouncer(db, (topic, name, data) => app.realtime.publish(topic, name, data), announceFailed);
    const announceStar = (viewerId: string, id: string) =>
      app.realtime.publish(ticketListTopic(viewerId), TICKET_EVENTS.changed, { id }).catch(announceFailed);
    const tickets = createTicketService({ db, clock, uploads: app.uploads, announce, announceStar, notify: app.deps.messages.tickets });
    app.decorate('tickets', tickets);
    const stopWatching = app.realtime.watch(tickets.heard, tickets.missedChanges);
    app.addHook('onClose', async () => stopWatching());
    app.uploads.registerAccess(TICKET_FILES, async ({ account }, id) => !!account && tickets.canSee(viewerOf(account), id));
    app.uploads.registerAccess(REPLY_FILES, async ({ account }, id) => !!account && tickets.canSeeReply(viewerOf(account), id));
    app.realtime.topic(TICKET_TOPIC, async ({ account }, id) => !!account && isTicketId(id) && tickets.canSee(viewerOf(account), id));
    app.realtime.topic(TICKET_LIST_TOPIC, async ({ kind, id: principalId }, id) => kind === 'account' && id === principalId);
    app.jobs.register({
      name: 'tickets.auto-close',
      intervalMs: AUTO_CLOSE_CHECK_MS,
      run: async ({ signal, log }) => {
        const closed = await tickets.autoClose(signal);
        if (closed > 0) log.info({ closed }, 'tickets auto-closed');
      },
    });
  },
  { name: 'tickets', dependencies: ['context', 'uploads', 'realtime', 'jobs'] },
);
