import { AUTO_CLOSE_MS } from '@site/shared/tickets';
import { DAY } from '../../../lib/clock.js';
import type { Db } from '../../../db/client.js';
import type { TicketRow } from '../../../db/schema/index.js';
import type { NotifySlaWarning, NotifyTicketChange, TicketChange } from '../../tickets/change.js';
import { outboxRepository } from '../repository.js';
import type { TicketRef } from '../templates/catalog.js';
import type { Notify } from './notifier.js';
import type { Outbox } from '../outbox.js';
import { forContact } from '../../tickets/access.js';
import { isLang } from '@site/shared/lang';
import { notifyRepository as repo } from './repository.js';

/** The same email came in twice (a provider posting it again): its reply is already stored. */
export class DuplicateInboundError extends Error {
  constructor() {
    super('This email was already added to the ticket');
    this.name = 'DuplicateInboundError';
  }
}

/** Claims an inbound email's Message-ID in its reply's transaction; throws DuplicateInboundError when it was taken before. */
export async function takeInbound(tx: Db, messageId: string): Promise<void> {
  if (!(await outboxRepository.recordInbound(tx, messageId))) throw new DuplicateInboundError();
}

const refOf = (ticket: TicketRow): TicketRef => ({ id: ticket.id, number: ticket.number, subject: ticket.subject });
export const ticketThread = (ticket: Pick<TicketRow, 'id'>) => `ticket-${ticket.id}`;

/** When a resolved ticket with auto-close on closes by itself. */
export const closesAt = (ticket: Pick<TicketRow, 'autoClose' | 'statusChangedAt'>) =>
  ticket.autoClose ? new Date(ticket.statusChangedAt.getTime() + AUTO_CLOSE_MS).toISOString() : null;

async function nameOf(tx: Db, id: string | null): Promise<string> {
  return id ? ((await repo.recipient(tx, id))?.fullName ?? '') : '';
}

/**
 * An agent's answer to a requester who has no account, in the language they chatted in; replies
 * that come while it waits join it, and the address may unsubscribe like any visitor's.
 */
async function emailContact(tx: Db, outbox: Outbox, ticket: TicketRow, replies: Array<{ author: string; body: string }>) {
  const to = ticket.contactEmail!;
  if (await repo.isSuppressed(tx, to, 'ticket-reply')) return;
  await outbox.enqueue(tx, {
    channel: 'email',
    to,
    lang: isLang(ticket.contactLang) ? ticket.contactLang : 'en',
    kind: 'visitor',
    category: 'ticket-reply',
    unsubscribe: { kind: 'address', address: to },
    thread: ticketThread(ticket),
    digestKey: `ticket-reply:${ticket.id}:contact:email`,
    message: { template: 'ticket-reply', data: { ticket: refOf(ticket), replies } },
  });
}

/**
 * What the ticket desk tells people, from each change of a ticket: clients hear of agents'
 * replies, of resolving and closing; agents of new tickets in their departments, of tickets
 * transferred to them and of clients' replies. Nobody is told of their own action.
 */
export function ticketNotifications(notify: Notify, outbox: Outbox): NotifyTicketChange {
  async function replied(tx: Db, { after: ticket, actorId, actorName, reply }: TicketChange & { reply: NonNullable<TicketChange['reply']> }) {
    const author = actorName ?? (await nameOf(tx, actorId));
    const replies = [{ author, body: reply.body }];
    const common = { thread: ticketThread(ticket), replyAs: (person: { id: string }) => ({ ticketNumber: ticket.number, accountId: person.id }) };
    if (actorId === ticket.ownerId && !forContact(ticket)) {
      const agents = ticket.assigneeId ? [ticket.assigneeId] : await repo.agentsIn(tx, ticket.department);
      await notify(tx, {
        ...common,
        category: 'ticket-client-reply',
        to: agents.filter((id) => id !== actorId),
        message: () => ({ template: 'ticket-client-reply', data: { ticket: refOf(ticket), client: author, replies } }),
        digestKey: (person) => `ticket-client-reply:${ticket.id}:${person.id}`,
      });
      return;
    }
    // A requester without an account (a visitor's chat): the answer goes to the address they gave.
    if (ticket.contactEmail) {
      await emailContact(tx, outbox, ticket, replies);
      return;
    }
    await notify(tx, {
      ...common,
      category: 'ticket-reply',
      to: [ticket.ownerId],
      message: () => ({ template: 'ticket-reply', data: { ticket: refOf(ticket), replies } }),
      digestKey: (person) => `ticket-reply:${ticket.id}:${person.id}`,
    });
  }

  return async (tx, change) => {
    const { action, before, after: ticket, actorId } = change;
    const thread = ticketThread(ticket);
    if (action === 'reply' && change.reply) {
      await replied(tx, { ...change, reply: change.reply });
      return;
    }
    if (action === 'create') {
      const agents = await repo.agentsIn(tx, ticket.department);
      const client = await nameOf(tx, ticket.ownerId);
      await notify(tx, {
        category: 'ticket-new',
        thread,
        to: agents.filter((id) => id !== actorId && id !== ticket.ownerId),
        message: () => ({ template: 'ticket-new', data: { ticket: refOf(ticket), client, department: ticket.department, details: ticket.details } }),
      });
      return;
    }
    if (action === 'transfer' && ticket.assigneeId && ticket.assigneeId !== actorId) {
      const by = change.actorName ?? (await nameOf(tx, actorId));
      await notify(tx, { category: 'ticket-assigned', thread, to: [ticket.assigneeId], message: () => ({ template: 'ticket-assigned', data: { ticket: refOf(ticket), by, note: change.note ?? null } }) });
      return;
    }
    const resolved = ticket.status === 'resolved' && before?.status !== 'resolved';
    const autoClosed = action === 'autoClose';
    if ((resolved || autoClosed) && ticket.ownerId !== actorId) {
      const status = autoClosed ? 'closed' : 'resolved';
      await notify(tx, {
        category: 'ticket-status',
        thread,
        to: [ticket.ownerId],
        message: () => ({ template: 'ticket-status', data: { ticket: refOf(ticket), status, closesAt: status === 'resolved' ? closesAt(ticket) : null } }),
        replyAs: (person) => ({ ticketNumber: ticket.number, accountId: person.id }),
      });
    }
  };
}

/** The warning comes this long before a resolved ticket closes by itself. */
export const CLOSING_NOTICE_MS = DAY;

/** Tells the clients whose resolved tickets close within a day (once per resolution; the job runs hourly). */
export async function remindClosingTickets(db: Db, notify: Notify, now: Date): Promise<number> {
  const due = await repo.resolvedBetween(db, new Date(now.getTime() - AUTO_CLOSE_MS), new Date(now.getTime() - AUTO_CLOSE_MS + CLOSING_NOTICE_MS));
  for (const ticket of due) await db.transaction((tx) => remindClosing(tx, notify, ticket));
  return due.length;
}

/** Tells the client, once, that a resolved ticket closes by itself soon. */
async function remindClosing(tx: Db, notify: Notify, ticket: TicketRow): Promise<void> {
  await notify(tx, {
    category: 'ticket-status',
    thread: ticketThread(ticket),
    to: [ticket.ownerId],
    onceKey: `ticket-closing:${ticket.id}:${ticket.statusChangedAt.getTime()}`,
    message: () => ({ template: 'ticket-status', data: { ticket: refOf(ticket), status: 'closing', closesAt: closesAt(ticket) } }),
    replyAs: (person) => ({ ticketNumber: ticket.number, accountId: person.id }),
  });
}

/**
 * Warns of a service-level target at 80 % or 100 %: the assignee, or every agent of the
 * department while the ticket waits unassigned. Once per target, level and deadline.
 */
export function slaWarnings(notify: Notify): NotifySlaWarning {
  return async (tx, { ticket, target, level }) => {
    const to = ticket.assigneeId ? [ticket.assigneeId] : await repo.agentsIn(tx, ticket.department);
    await notify(tx, {
      category: 'ticket-sla',
      thread: ticketThread(ticket),
      to,
      onceKey: `ticket-sla:${ticket.id}:${target}:${level}:${ticket.slaDueAt?.getTime() ?? 0}`,
      message: () => ({ template: 'ticket-sla', data: { ticket: refOf(ticket), target, level, dueAt: ticket.slaDueAt?.toISOString() ?? '' } }),
    });
    return to;
  };
}
