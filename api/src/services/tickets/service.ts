import { randomUUID } from 'node:crypto';
import { can } from '@site/shared/permissions';
import type { TicketAgent, TicketDetail } from '@site/shared/types';
import {
  type CreateTicketInput, type NoteInput, type RateInput, type ReplyInput, type StatusChangeInput, type TicketRole,
  type TransferInput, type UpdateTicketInput,
} from '@site/shared/tickets';
import { type BusinessCalendar, COMPANY_CALENDAR } from '@site/shared/hours';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { Principal } from '../identity/index.js';
import type { UploadService } from '../uploads/service.js';
import { type Viewer, roleOf } from './access.js';
import { invalidField } from '../../lib/errors.js';
import type { Announce } from './live.js';
import { TicketReadCache, cacheTag, changeTags, starTags } from './read-cache.js';
import { type NotifySlaWarning, type NotifyTicketChange, type SlaWarning, asStatus } from './change.js';
import { ticketRepository as repo } from './repository.js';
import { createTimedTicketWork } from './jobs.js';
import { createTicketReads } from './reads.js';
import { REPLY_FILES, TICKET_FILES } from './files.js';
import { type Change, createTicketActions } from './actions.js';
import { createTicketNotices } from './notices.js';
import { slaOnCreate } from './sla.js';
import { type Assign, createRelease } from './release.js';

export interface TicketServiceDeps {
  db: Db;
  clock: Clock;
  uploads: UploadService;
  /** Tells open views about each change (nothing by default). */
  announce?: Announce;
  /** Tells the agents on a ticket that a note was added (nothing by default); never the client. */
  announceNote?: (ticketId: string) => Promise<void>;
  /** Tells the viewer's other views that their star on a ticket changed (nothing by default). */
  announceStar?: (viewerId: string, ticketId: string) => Promise<void>;
  /** Answers reused until a change is heard; the plugin feeds it the other instances' changes. */
  cache?: TicketReadCache;
  /** Tells the other instances which cached answers a change made stale (nothing by default: one instance). */
  shareDrop?: (tags: string[]) => Promise<void>;
  /**
   * Queues the notifications a change causes into the outbox, inside a transaction (nothing by
   * default). Raising a ticket and the timed work call it in their own transactions; an action
   * records its change's notice with the change, and the notice is expanded through it right after
   * (`notices.ts`).
   */
  notify?: NotifyTicketChange;
  /** Claims an inbound email's Message-ID in its reply's transaction; throws when it was taken before (a provider posting it twice). */
  takeInbound?: (tx: Db, messageId: string) => Promise<void>;
  /** Reports a failed expansion of notices (the sweep tries again). */
  onNoticeError?: (error: unknown) => void;
  /** The working hours service levels count in (the company's by default). */
  calendar?: BusinessCalendar;
  /** Queues the emails of a service-level warning in its transaction; returns who was warned (nobody by default). */
  notifySla?: NotifySlaWarning;
  /** Tells the warned people's open views at once (nothing by default). */
  announceSla?: (people: string[], warning: SlaWarning) => Promise<void>;
  /** Picks the agent a new ticket goes to, in its transaction (null: it waits in the queue; nobody by default). */
  assign?: Assign;
}


/** Who acts: the account (for the rules) and the principal that owns the files they attach. */
export interface Actor {
  viewer: Viewer;
  principal: Principal;
}

export interface NewTicket {
  /** The client the ticket is for. */
  clientId: string;
  /** Who raises it: the client themself, or an agent opening it for the client. */
  openedBy: Actor;
  input: CreateTicketInput;
  /** A requester without an account (a visitor's chat): the agents' replies reach them here. */
  contact?: RequesterContact;
}

export interface RequesterContact {
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  contactLang?: string | null;
}

export type TicketService = ReturnType<typeof createTicketService>;

export function createTicketService({
  db, clock, uploads, announce = () => Promise.resolve(), announceNote = () => Promise.resolve(), announceStar = () => Promise.resolve(),
  cache = new TicketReadCache(), notify = () => Promise.resolve(), shareDrop = () => Promise.resolve(), calendar = COMPANY_CALENDAR,
  notifySla = () => Promise.resolve([]), announceSla = () => Promise.resolve(), assign = () => Promise.resolve(null),
  takeInbound = () => Promise.resolve(), onNoticeError = () => undefined,
}: TicketServiceDeps) {
  const notices = createTicketNotices(db, notify, onNoticeError);

  /**
   * A change was stored: the answers it can change are dropped here before the writer gets an
   * answer (read-your-writes), and on the other instances before anyone hears the change's event.
   */
  async function dropCached(tags: string[]): Promise<void> {
    cache.drop(tags);
    await shareDrop(tags);
  }

  /** One change, stored: as `dropCached`, with the other instances' drop and the views' events in one message. */
  async function tell(before: TicketRow | null, after: TicketRow | null): Promise<void> {
    const tags = changeTags(before, after);
    cache.drop(tags);
    await announce(before, after, tags);
  }

  async function attach(tx: Db, actor: Actor, ids: string[], kind: string, id: string) {
    if (ids.length > 0) await uploads.attach(tx, { ids, principal: actor.principal, purpose: 'ticket-attachment', to: { kind, id } });
  }

  /** An agent who starts, answers or resolves an unassigned ticket takes it. */
  const takeIfFree = (ticket: TicketRow, viewer: Viewer, role: TicketRole): Change =>
    role === 'agent' && ticket.assigneeId === null ? { assigneeId: viewer.id } : {};

  const { detail, list } = createTicketReads({ db, clock, uploads, cache });
  const { act, write } = createTicketActions({ db, clock, calendar, tell, detail, afterChange: () => notices.soon() });

  /** Whether `viewer` works on the ticket as support (who may read its notes and follow its agents' topic). */
  async function worksOn(viewer: Viewer, id: string): Promise<boolean> {
    if (!can(viewer.role, 'support.work')) return false;
    const [row] = await repo.owners(db, viewer, id);
    return !!row && roleOf(viewer, row) === 'agent';
  }

  const timedWork = createTimedTicketWork({ db, clock, write, dropCached, announce, notify, notifySla, announceSla });
  const release = createRelease({ db, clock, write, dropCached, announce, assign });

  return {
    detail,

    list,

    /** Another instance's change, as heard on the realtime bus. */
    heardDrop: (tags: string[]) => cache.drop(tags),
    /** Reads answered from memory and reads that went to the database, since start. */
    cacheStats: () => cache.stats,
    /** The bus lost events: nothing read before can be trusted. */
    missedChanges: () => cache.invalidateAll(),
    /**
     * Queues the notifications of every action written so far that are not queued yet; how many.
     * Each action starts this itself right after its change; the sweep and the outbox's readers
     * call it to catch up.
     */
    sendNotices: () => notices.expand(),
    /** Resolves once this instance expands no notices (a run cut short would leave them for the sweep anyway). */
    noticesIdle: () => notices.idle(),

    /**
     * Raises a ticket and returns it as the opener sees it. A client raises tickets for
     * themself; an agent may open one for a client (e.g. from a chat conversation), and
     * it then shows in that client's incoming list.
     */
    async create({ clientId, openedBy, input, contact = {} }: NewTicket): Promise<TicketDetail> {
      if (clientId !== openedBy.viewer.id && !can(openedBy.viewer.role, 'support.work')) throw invalidField('clientId');
      const now = clock.now();
      const { attachments, ...fields } = input;
      const created = await db.transaction(async (tx) => {
        const sla = await slaOnCreate(tx, calendar, fields, now);
        const inserted = await repo.insert(tx, { ...fields, ...sla, ...contact, ownerId: clientId, openedById: openedBy.viewer.id, createdAt: now, updatedAt: now, statusChangedAt: now });
        const assigneeId = await assign(tx, inserted);
        const ticket = assigneeId ? await repo.update(tx, inserted.id, { assigneeId }) : inserted;
        await attach(tx, openedBy, attachments, TICKET_FILES, ticket.id);
        await notify(tx, { action: 'create', before: null, after: ticket, actorId: openedBy.viewer.id });
        return ticket;
      });
      await tell(null, created);
      return (await detail(openedBy.viewer, created.id))!;
    },

    update: async (actor: Actor, id: string, input: UpdateTicketInput) => {
      await act(actor.viewer, id, 'edit', () => ({ change: input }));
    },

    /** Deletes the ticket and then its files. */
    async remove(actor: Actor, id: string): Promise<void> {
      const before = await act(actor.viewer, id, 'delete', () => ({ change: null, remove: true }));
      await tell(before, null);
      await uploads.removeAttached(TICKET_FILES, id);
    },

    /** `viaEmail`: the Message-ID of the email the reply came in (replies by email). */
    reply: (actor: Actor, id: string, input: ReplyInput, viaEmail?: string) =>
      act(actor.viewer, id, 'reply', (ticket, next, { role }) => {
        const reply = { id: randomUUID(), authorId: actor.viewer.id, body: input.body, viaEmail };
        // A reply by email claims its Message-ID, and files are attached, in the reply's transaction.
        const ownWrites = viaEmail !== undefined || input.attachments.length > 0;
        return {
          change: { ...asStatus(next), replyCount: ticket.replyCount + 1, ...takeIfFree(ticket, actor.viewer, role) },
          reply,
          also: ownWrites
            ? async (tx) => {
                if (viaEmail !== undefined) await takeInbound(tx, viaEmail);
                await attach(tx, actor, input.attachments, REPLY_FILES, reply.id);
              }
            : undefined,
        };
      }),

    /**
     * An internal note by support on the ticket. Not an action of the state machine: the status,
     * the reply count and the last update (which clients see) stay as they were, no email is
     * queued, and only the agents' topic hears of it. The ticket's client gets 404, as for a
     * ticket they cannot see.
     */
    async note(actor: Actor, id: string, { body }: NoteInput): Promise<void> {
      const ticket = await db.transaction(async (tx) => {
        const row = (await repo.lockVisible(tx, actor.viewer, id))?.ticket;
        if (!row || roleOf(actor.viewer, row) !== 'agent') throw notFound();
        await repo.insertReply(tx, { ticketId: id, authorId: actor.viewer.id, body, internal: true, createdAt: clock.now() });
        return row;
      });
      await dropCached([cacheTag.ticket(ticket.id)]);
      await announceNote(ticket.id);
    },

    worksOn,

    close: (actor: Actor, id: string) => act(actor.viewer, id, 'close', (_ticket, next) => ({ change: asStatus(next) })),

    reopen: (actor: Actor, id: string) => act(actor.viewer, id, 'reopen', (_ticket, next) => ({ change: asStatus(next) })),

    changeStatus: (actor: Actor, id: string, { status }: StatusChangeInput) =>
      act(actor.viewer, id, status === 'resolved' ? 'resolve' : 'start', (ticket, next, { role }) => ({
        change: { ...asStatus(next), ...takeIfFree(ticket, actor.viewer, role) },
      })),

    transfer: (actor: Actor, id: string, { assigneeId, note }: TransferInput) =>
      act(actor.viewer, id, 'transfer', async (ticket) => {
        const [target] = await repo.agents(db, [assigneeId]);
        if (!target || assigneeId === ticket.ownerId || assigneeId === ticket.assigneeId) throw invalidField('assigneeId');
        return { change: { assigneeId }, events: [{ actorId: actor.viewer.id, kind: 'transfer', assigneeId, note }], note };
      }),

    rate: (actor: Actor, id: string, { rating, comment }: RateInput) =>
      act(actor.viewer, id, 'rate', () => ({
        change: { rating, ratingComment: comment.trim() || null },
        events: [{ actorId: actor.viewer.id, kind: 'rated' }],
      })),

    /** Stars are personal: they change nothing the other party sees. */
    async star(actor: Actor, id: string, starred: boolean): Promise<void> {
      await act(actor.viewer, id, 'star', () => ({ change: null, also: (q) => repo.setStar(q, actor.viewer.id, id, starred) }));
      await dropCached(starTags(actor.viewer.id, id));
      await announceStar(actor.viewer.id, id);
    },

    ...timedWork,

    ...release,

    /** Agents a ticket can be transferred to. */
    agents: async (): Promise<TicketAgent[]> => (await repo.agents(db)) as TicketAgent[],

    /** Whether `viewer` may see the ticket (who may download its files). */
    canSee: (viewer: Viewer, id: string) => repo.isVisible(db, viewer, id),

    /** Whether `viewer` may see the ticket a reply belongs to. */
    async canSeeReply(viewer: Viewer, replyId: string): Promise<boolean> {
      const reply = await repo.ticketOfReply(db, replyId);
      if (!reply) return false;
      return reply.internal ? worksOn(viewer, reply.ticketId) : repo.isVisible(db, viewer, reply.ticketId);
    },
  };
}
