import type { Page, TicketAgent, TicketDetail, TicketSummary } from '@site/shared/types';
import {
  type CreateTicketInput, type RateInput, type ReplyInput, type StatusChangeInput, type TicketAction, type TicketListQuery,
  type TicketOutcome, type TicketRole, type TransferInput, type UpdateTicketInput, AUTO_CLOSE_MS, decide,
} from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../../plugins/principals.js';
import type { UploadService } from '../uploads/service.js';
import { type Viewer, roleOf } from './access.js';
import { invalidField, refused } from './errors.js';
import type { Announce } from './live.js';
import { toDetail, toSummary } from './mappers.js';
import { TicketReadCache } from './read-cache.js';
import type { ChangeFacts, NotifyTicketChange } from './change.js';
import { ticketRepository as repo } from './repository.js';

export interface TicketServiceDeps {
  db: Db;
  clock: Clock;
  uploads: UploadService;
  /** Tells open views about each change (nothing by default). */
  announce?: Announce;
  /** Tells the viewer's other views that their star on a ticket changed (nothing by default). */
  announceStar?: (viewerId: string, ticketId: string) => Promise<void>;
  /** Answers reused until a change is heard; the plugin feeds it every instance's changes. */
  cache?: TicketReadCache;
  /** Queues the notifications a change causes, inside the change's own transaction (nothing by default). */
  notify?: NotifyTicketChange;
}

/** Upload kinds: files on the ticket itself and files on one reply. */
export const TICKET_FILES = 'ticket';
export const REPLY_FILES = 'ticket-reply';

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
}

type Change = Partial<TicketRow>;

export type TicketService = ReturnType<typeof createTicketService>;

/** Tickets the auto-close job closes per transaction. */
const AUTO_CLOSE_BATCH = 100;

export function createTicketService({
  db, clock, uploads, announce = () => Promise.resolve(), announceStar = () => Promise.resolve(), cache = new TicketReadCache(),
  notify = () => Promise.resolve(),
}: TicketServiceDeps) {
  async function attach(tx: Db, actor: Actor, ids: string[], kind: string, id: string) {
    if (ids.length > 0) await uploads.attach(tx, { ids, principal: actor.principal, purpose: 'ticket-attachment', to: { kind, id } });
  }

  /**
   * Runs one action of the state machine: locks the ticket (404 if the viewer may not see it),
   * asks the machine (409 if refused), then lets `apply` write, all in one transaction so a
   * refused or failed action changes nothing. A change that was written is then announced.
   * Returns the ticket as it was before the action.
   */
  async function act(
    viewer: Viewer,
    id: string,
    action: TicketAction,
    apply: (tx: Db, ticket: TicketRow, next: TicketOutcome, ctx: { now: Date; role: TicketRole; facts: ChangeFacts }) => Change | null | Promise<Change | null>,
  ): Promise<TicketRow> {
    const { before, after } = await db.transaction(async (tx) => {
      const ticket = await repo.lockVisible(tx, viewer, id);
      if (!ticket) throw notFound();
      const role = roleOf(viewer, ticket);
      const now = clock.now();
      const decision = decide(action, role, { ...ticket, rated: ticket.rating !== null }, now);
      if (!decision.allowed) throw refused(decision.reason);
      const facts: ChangeFacts = {};
      const change = await apply(tx, ticket, decision.next, { now, role, facts });
      if (!change) return { before: ticket, after: null };
      const written = await write(tx, ticket, change, viewer.id, now);
      await notify(tx, { action, before: ticket, after: written, actorId: viewer.id, ...facts });
      return { before: ticket, after: written };
    });
    cache.invalidateAll();
    if (after) await announce(before, after);
    return before;
  }

  /** Writes a change, with a status event when the status moves (`actorId` null: the system). */
  async function write(tx: Db, ticket: TicketRow, change: Change, actorId: string | null, now: Date): Promise<TicketRow> {
    if (change.status && change.status !== ticket.status) {
      change.statusChangedAt = now;
      await repo.insertEvent(tx, { ticketId: ticket.id, actorId, kind: 'status', fromStatus: ticket.status, toStatus: change.status, createdAt: now });
    }
    return repo.update(tx, ticket.id, { ...change, updatedAt: now });
  }

  /** An agent who starts, answers or resolves an unassigned ticket takes it. */
  const takeIfFree = (ticket: TicketRow, viewer: Viewer, role: TicketRole): Change =>
    role === 'agent' && ticket.assigneeId === null ? { assigneeId: viewer.id } : {};

  const asStatus = (next: TicketOutcome) => (next === 'deleted' ? {} : { status: next });

  const detail = (viewer: Viewer, id: string): Promise<TicketDetail | null> => cache.detail(viewer.id, id, () => loadDetail(viewer, id));

  async function loadDetail(viewer: Viewer, id: string): Promise<TicketDetail | null> {
    const row = await repo.findVisible(db, viewer, id);
    if (!row) return null;
    const [replies, events] = await Promise.all([repo.replies(db, id), repo.events(db, id)]);
    const files = await uploads.listAttached({ [TICKET_FILES]: [id], [REPLY_FILES]: replies.map(({ reply }) => reply.id) });
    return toDetail({
      row,
      viewerRole: roleOf(viewer, row.ticket),
      attachments: files.get(id) ?? [],
      replies: replies.map((reply) => ({ ...reply, attachments: files.get(reply.reply.id) ?? [] })),
      events,
    });
  }

  return {
    detail,

    list: (viewer: Viewer, query: TicketListQuery): Promise<Page<TicketSummary>> =>
      cache.list(viewer.id, query, async () => {
        const { rows, total } = await repo.list(db, viewer, query);
        return { items: rows.map(toSummary), page: query.page, pageSize: query.pageSize, total };
      }),

    /** Every instance's changes, as heard on the realtime bus. */
    heard: (topic: string) => cache.heard(topic),
    /** The bus lost events: nothing read before can be trusted. */
    missedChanges: () => cache.invalidateAll(),

    /**
     * Raises a ticket and returns it as the opener sees it. A client raises tickets for
     * themself; an agent may open one for a client (e.g. from a chat conversation), and
     * it then shows in that client's incoming list.
     */
    async create({ clientId, openedBy, input }: NewTicket): Promise<TicketDetail> {
      if (clientId !== openedBy.viewer.id && openedBy.viewer.role !== 'agent') throw invalidField('clientId');
      const now = clock.now();
      const { attachments, ...fields } = input;
      const created = await db.transaction(async (tx) => {
        const ticket = await repo.insert(tx, { ...fields, ownerId: clientId, openedById: openedBy.viewer.id, createdAt: now, updatedAt: now, statusChangedAt: now });
        await attach(tx, openedBy, attachments, TICKET_FILES, ticket.id);
        await notify(tx, { action: 'create', before: null, after: ticket, actorId: openedBy.viewer.id });
        return ticket;
      });
      cache.invalidateAll();
      await announce(null, created);
      return (await detail(openedBy.viewer, created.id))!;
    },

    update: async (actor: Actor, id: string, input: UpdateTicketInput) => {
      await act(actor.viewer, id, 'edit', () => input);
    },

    /** Deletes the ticket and then its files. */
    async remove(actor: Actor, id: string): Promise<void> {
      const before = await act(actor.viewer, id, 'delete', async (tx) => {
        await repo.remove(tx, id);
        return null;
      });
      await announce(before, null);
      await uploads.removeAttached(TICKET_FILES, id);
    },

    /** `viaEmail`: the Message-ID of the email the reply came in (replies by email). */
    reply: (actor: Actor, id: string, input: ReplyInput, viaEmail?: string) =>
      act(actor.viewer, id, 'reply', async (tx, ticket, next, { now, role, facts }) => {
        const reply = await repo.insertReply(tx, { ticketId: id, authorId: actor.viewer.id, body: input.body, createdAt: now });
        await attach(tx, actor, input.attachments, REPLY_FILES, reply.id);
        facts.reply = { id: reply.id, body: input.body, viaEmail };
        return { ...asStatus(next), replyCount: ticket.replyCount + 1, ...takeIfFree(ticket, actor.viewer, role) };
      }),

    close: (actor: Actor, id: string) => act(actor.viewer, id, 'close', (_tx, _ticket, next) => asStatus(next)),

    reopen: (actor: Actor, id: string) => act(actor.viewer, id, 'reopen', (_tx, _ticket, next) => asStatus(next)),

    changeStatus: (actor: Actor, id: string, { status }: StatusChangeInput) =>
      act(actor.viewer, id, status === 'resolved' ? 'resolve' : 'start', (_tx, ticket, next, { role }) => ({
        ...asStatus(next),
        ...takeIfFree(ticket, actor.viewer, role),
      })),

    transfer: (actor: Actor, id: string, { assigneeId, note }: TransferInput) =>
      act(actor.viewer, id, 'transfer', async (tx, ticket, _next, { now, facts }) => {
        const [target] = await repo.agents(tx, [assigneeId]);
        if (!target || assigneeId === ticket.ownerId || assigneeId === ticket.assigneeId) throw invalidField('assigneeId');
        await repo.insertEvent(tx, { ticketId: id, actorId: actor.viewer.id, kind: 'transfer', assigneeId, note, createdAt: now });
        facts.note = note;
        return { assigneeId };
      }),

    rate: (actor: Actor, id: string, { rating, comment }: RateInput) =>
      act(actor.viewer, id, 'rate', async (tx, _ticket, _next, { now }) => {
        await repo.insertEvent(tx, { ticketId: id, actorId: actor.viewer.id, kind: 'rated', createdAt: now });
        return { rating, ratingComment: comment.trim() || null };
      }),

    /** Stars are personal: they change nothing the other party sees. */
    async star(actor: Actor, id: string, starred: boolean): Promise<void> {
      await act(actor.viewer, id, 'star', async (tx) => {
        await repo.setStar(tx, actor.viewer.id, id, starred);
        return null;
      });
      await announceStar(actor.viewer.id, id);
    },

    /**
     * Closes every resolved ticket with auto-close on that has waited the auto-close period
     * since it was resolved (a client reply moves it back to in progress, so it never waits
     * that long). Works through locked batches until none is due, so it is safe to run on
     * several instances at once: a ticket is closed once, and none due is left behind.
     */
    async autoClose(signal?: AbortSignal): Promise<number> {
      let closed = 0;
      while (!signal?.aborted) {
        const now = clock.now();
        const cutoff = new Date(now.getTime() - AUTO_CLOSE_MS);
        const changes = await db.transaction(async (tx) => {
          const done: Array<{ before: TicketRow; after: TicketRow }> = [];
          for (const ticket of await repo.lockAutoCloseDue(tx, cutoff, AUTO_CLOSE_BATCH)) {
            const decision = decide('autoClose', 'system', { ...ticket, rated: ticket.rating !== null }, now);
            if (!decision.allowed) continue;
            const after = await write(tx, ticket, asStatus(decision.next), null, now);
            await notify(tx, { action: 'autoClose', before: ticket, after, actorId: null });
            done.push({ before: ticket, after });
          }
          return done;
        });
        if (changes.length === 0) break;
        closed += changes.length;
        cache.invalidateAll();
        for (const { before, after } of changes) await announce(before, after);
      }
      return closed;
    },

    /** Agents a ticket can be transferred to. */
    agents: async (): Promise<TicketAgent[]> => (await repo.agents(db)) as TicketAgent[],

    /** Whether `viewer` may see the ticket (who may download its files). */
    canSee: (viewer: Viewer, id: string) => repo.isVisible(db, viewer, id),

    /** Whether `viewer` may see the ticket a reply belongs to. */
    async canSeeReply(viewer: Viewer, replyId: string): Promise<boolean> {
      const ticketId = await repo.ticketOfReply(db, replyId);
      return ticketId !== null && (await repo.isVisible(db, viewer, ticketId));
    },
  };
}
