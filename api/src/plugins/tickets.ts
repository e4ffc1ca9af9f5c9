import { TICKET_EVENTS, TICKET_LIST_TOPIC, TICKET_TOPIC, ticketListTopic } from '@site/shared/tickets';
import { DESK_EVENTS, TICKET_DESK_TOPIC, deskTopic } from '@site/shared/desk';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { viewerOf } from '../services/tickets/access.js';
import type { SlaWarning } from '../services/tickets/change.js';
import { ticketAnnouncer } from '../services/tickets/live.js';
import { type TicketService, createTicketService } from '../services/tickets/service.js';
import { REPLY_FILES, TICKET_FILES } from '../services/tickets/files.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ticket desk: the routes use it, and other features raise tickets through `create`. */
    tickets: TicketService;
  }
}

/** How often the auto-close job looks for due tickets (the period itself is days). */
export const AUTO_CLOSE_CHECK_MS = 5 * 60_000;

/** How often notices that no instance expanded after their change are looked for. */
export const NOTICE_SWEEP_MS = 30_000;

/** How often the service-level warnings are looked for: a warning comes at most this late. */
export const SLA_CHECK_MS = 60_000;

const isTicketId = (id: string | null): id is string => z.uuid().safeParse(id).success;

/** Bus topic (no socket may follow it) carrying the cached answers each change made stale. */
const CACHE_TOPIC = 'ticket-cache';
/** Tags per bus event: a batch of auto-closed tickets is split so every event stays under the bus's size limit. */
const TAGS_PER_EVENT = 100;
const dropSchema = z.object({ from: z.string(), tags: z.array(z.string()) });

/**
 * Shares the ticket service; files on a ticket or a reply are readable by whoever may see the
 * ticket; a ticket's topic is followed by whoever may see it, a list topic by its own account.
 */
export default fp(
  async (app) => {
    const { db, clock } = app.deps;
    const announceFailed = (error: unknown) => app.log.error({ err: error }, 'ticket change announcement failed');
    const announceStar = (viewerId: string, id: string) =>
      app.realtime.publish(ticketListTopic(viewerId), TICKET_EVENTS.changed, { id }).catch(announceFailed);
    // This instance dropped its own answers already; it skips its own drops when the bus echoes them.
    const instance = randomUUID();
    // A drop that fails to go out never fails the change: the other instances' answers then last
    // until their 10-second bound.
    const dropEvents = (tags: string[]) => {
      const events = [];
      for (let i = 0; i < tags.length; i += TAGS_PER_EVENT) events.push({ topic: CACHE_TOPIC, name: 'drop', data: { from: instance, tags: tags.slice(i, i + TAGS_PER_EVENT) } });
      return events;
    };
    const shareDrop = async (tags: string[]) => {
      try {
        await app.realtime.publishAll(dropEvents(tags));
      } catch (error) {
        app.log.error({ err: error }, 'ticket cache drop not shared');
      }
    };
    // One message per change: the other instances drop what it made stale, then the views hear of it.
    const announce = ticketAnnouncer(db, (events) => app.realtime.publishAll(events), dropEvents, announceFailed);
    // A warning goes live to the warned people's lists (which read their tickets again) at once.
    const announceSla = async (people: string[], { ticket, target, level }: SlaWarning) => {
      const data = { id: ticket.id, number: ticket.number, target, level };
      await Promise.all(people.map((id) => app.realtime.publish(ticketListTopic(id), TICKET_EVENTS.sla, data))).catch(announceFailed);
    };
    // Notes are told on the agents' topic only: a client's socket never follows it.
    const announceNote = (id: string) => app.realtime.publish(deskTopic('ticket', id), DESK_EVENTS.note, { id }).catch(announceFailed);
    const tickets = createTicketService({
      db, clock, uploads: app.uploads, announce, announceNote, announceStar, shareDrop, notify: app.deps.messages.tickets,
      takeInbound: app.deps.messages.takeInbound, onNoticeError: (error) => app.log.error({ err: error }, 'ticket notifications not queued yet'),
      notifySla: app.deps.messages.slaWarnings, announceSla,
      assign: (tx, ticket) => app.assignment.pick(tx, { kind: 'ticket', department: ticket.department }),
    });
    app.decorate('tickets', tickets);
    const heard = (topic: string, data: unknown) => {
      if (topic !== CACHE_TOPIC) return;
      const drop = dropSchema.safeParse(data);
      if (drop.success && drop.data.from !== instance) tickets.heardDrop(drop.data.tags);
    };
    const stopWatching = app.realtime.watch(heard, tickets.missedChanges);
    // An expansion under way finishes before the database closes.
    app.addHook('preClose', async () => tickets.noticesIdle());
    app.addHook('onClose', async () => {
      stopWatching();
      // How often reads were answered from memory: what the desk benchmark reports.
      app.log.info({ ...tickets.cacheStats() }, 'ticket read cache');
    });
    app.uploads.registerAccess(TICKET_FILES, async ({ account }, id) => !!account && tickets.canSee(viewerOf(account), id));
    app.uploads.registerAccess(REPLY_FILES, async ({ account }, id) => !!account && tickets.canSeeReply(viewerOf(account), id));
    app.realtime.topic(TICKET_TOPIC, async ({ account }, id) => !!account && isTicketId(id) && tickets.canSee(viewerOf(account), id));
    app.realtime.topic(TICKET_DESK_TOPIC, async ({ account }, id) => !!account && isTicketId(id) && tickets.worksOn(viewerOf(account), id));
    app.realtime.topic(TICKET_LIST_TOPIC, async ({ kind, id: principalId }, id) => kind === 'account' && id === principalId);
    // Notices an instance left when it stopped, or whose expansion failed, are sent from here.
    app.jobs.register({
      name: 'tickets.notices',
      intervalMs: NOTICE_SWEEP_MS,
      run: async ({ log }) => {
        const sent = await tickets.sendNotices();
        if (sent > 0) log.info({ sent }, 'ticket notices sent by the sweep');
      },
    });
    app.jobs.register({
      name: 'tickets.auto-close',
      intervalMs: AUTO_CLOSE_CHECK_MS,
      run: async ({ signal, log }) => {
        const closed = await tickets.autoClose(signal);
        if (closed > 0) log.info({ closed }, 'tickets auto-closed');
      },
    });
    app.jobs.register({
      name: 'tickets.sla-warnings',
      intervalMs: SLA_CHECK_MS,
      run: async ({ signal, log }) => {
        const warned = await tickets.warnSla(signal);
        if (warned > 0) log.info({ warned }, 'service-level warnings sent');
      },
    });
  },
  { name: 'tickets', dependencies: ['context', 'uploads', 'realtime', 'jobs', 'assignment'] },
);
