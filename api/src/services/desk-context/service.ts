import { DESK_PREVIEW_MAX, type ContextChat, type ContextMessage, type DeskContext } from '@site/shared/desk';
import { can } from '@site/shared/permissions';
import type { Db } from '../../db/client.js';
import type { ChatMessageRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { chatRepository } from '../chat/repository.js';
import { type Viewer, forContact, roleOf } from '../tickets/access.js';
import { ticketRepository } from '../tickets/repository.js';
import { type Requester, deskContextRepository as repo } from './repository.js';

/** One line of the last message: a text's start; other kinds are named by the pane in its language. */
function toPreview(row: ChatMessageRow): ContextMessage {
  const { content } = row;
  const text = content.kind === 'text' ? (content.text.length > DESK_PREVIEW_MAX ? `${content.text.slice(0, DESK_PREVIEW_MAX)}…` : content.text) : null;
  return { sender: row.sender, kind: content.kind, text, createdAt: row.createdAt.toISOString() };
}

export type DeskContextService = ReturnType<typeof createDeskContextService>;

/**
 * The agent's context pane (docs/tickets.md, "The context pane"): the client's other tickets and
 * chats. Only support working on the ticket or conversation reads it; anyone else, a client
 * above all, is answered as if the id did not exist.
 */
export function createDeskContextService({ db }: { db: Db }) {
  const agentOnly = (viewer: Viewer) => {
    if (!can(viewer.role, 'support.work')) throw notFound();
  };

  /** A requester without an account is also every visitor identity that left the same email or phone. */
  async function widened(requester: Requester): Promise<Requester> {
    if (requester.kind === 'account') return requester;
    const others = await repo.visitorsWithContact(db, requester.email, requester.phone);
    return { ...requester, visitorIds: [...new Set([...requester.visitorIds, ...others])] };
  }

  async function history(viewer: Viewer, given: Requester, except: { ticketId?: string; conversationId?: string }) {
    const requester = await widened(given);
    const [tickets, chats] = await Promise.all([
      repo.tickets(db, viewer, requester, except.ticketId ?? null),
      repo.chats(db, requester, except.conversationId ?? null),
    ]);
    const last = new Map((await repo.lastClientVisible(db, chats.items.map((chat) => chat.id))).map((row) => [row.conversationId, toPreview(row)]));
    const chatItems: ContextChat[] = chats.items.map((chat) => ({
      id: chat.id,
      status: chat.status,
      startedAt: chat.createdAt.toISOString(),
      updatedAt: chat.updatedAt.toISOString(),
      lastMessage: last.get(chat.id) ?? null,
    }));
    return {
      tickets: { items: tickets.items.map((ticket) => ({ ...ticket, updatedAt: ticket.updatedAt.toISOString() })), total: tickets.total },
      chats: { items: chatItems, total: chats.total },
    };
  }

  return {
    /** The ticket's requester: the client's account, or the contact a visitor left (and the chats they wrote from). */
    async ofTicket(viewer: Viewer, ticketId: string): Promise<DeskContext> {
      agentOnly(viewer);
      const [ticket] = await ticketRepository.owners(db, viewer, ticketId);
      if (!ticket || roleOf(viewer, ticket) !== 'agent') throw notFound();
      const requester: Requester = forContact(ticket)
        ? { kind: 'contact', visitorIds: await repo.visitorsOfTicket(db, ticketId), email: ticket.contactEmail, phone: ticket.contactPhone }
        : { kind: 'account', accountId: ticket.ownerId };
      const [found, origin] = await Promise.all([history(viewer, requester, { ticketId }), repo.origin(db, ticketId)]);
      return { ...found, origin };
    },

    /** The conversation's client: their account, or the visitor identity with the contact they left. */
    async ofConversation(viewer: Viewer, conversationId: string): Promise<DeskContext> {
      agentOnly(viewer);
      const row = await chatRepository.byId(db, conversationId);
      // An agent's own conversation (written as a client) is not theirs to work on.
      if (!row || (row.ownerKind === 'account' && row.ownerId === viewer.id)) throw notFound();
      const requester: Requester =
        row.ownerKind === 'account'
          ? { kind: 'account', accountId: row.ownerId }
          : { kind: 'contact', visitorIds: [row.ownerId], email: row.contactEmail, phone: row.contactPhone };
      return { ...(await history(viewer, requester, { conversationId })), origin: null };
    },
  };
}
