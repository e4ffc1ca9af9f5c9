import { CHAT_VISITOR_KIND } from '@site/shared/chat';
import { DESK_CONTEXT_LIMIT } from '@site/shared/desk';
import { type SQL, and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatConversations, chatMessages, tickets, type ChatMessageRow } from '../../db/schema/index.js';
import { type Viewer, visibleTo } from '../tickets/access.js';

/**
 * Who the client is, as the desk keeps it: an account, or a requester without one, known by the
 * chat identities (visitor tokens) they wrote from and the email and phone they left. Emails are
 * stored lower-cased and phones in international form, so equal means the same person.
 */
export type Requester =
  | { kind: 'account'; accountId: string }
  | { kind: 'contact'; visitorIds: string[]; email: string | null; phone: string | null };

const NOTHING = sql`false`;
/** Visitor identities one requester is matched by at most (a busy shared phone is not a crowd to list). */
const VISITORS_MAX = 50;

/** Any of the conditions; none at all matches nothing (never everything). */
const anyOf = (conditions: Array<SQL | undefined>): SQL => {
  const given = conditions.filter((c): c is SQL => c !== undefined);
  return given.length > 0 ? (or(...given) as SQL) : NOTHING;
};

/** A ticket with a contact is held by the agent who opened it: it is not the holder's own ticket. */
const withoutContact = and(isNull(tickets.contactEmail), isNull(tickets.contactName), isNull(tickets.contactPhone));

/** Tickets opened from the visitors' conversations. */
const ticketsFromVisitors = (db: Db, visitorIds: string[]) =>
  db
    .select({ id: chatConversations.ticketId })
    .from(chatConversations)
    .where(and(eq(chatConversations.ownerKind, CHAT_VISITOR_KIND), inArray(chatConversations.ownerId, visitorIds), isNotNull(chatConversations.ticketId)));

function ticketsOf(db: Db, requester: Requester): SQL {
  if (requester.kind === 'account') return and(eq(tickets.ownerId, requester.accountId), withoutContact) as SQL;
  const { visitorIds, email, phone } = requester;
  return anyOf([
    email ? eq(tickets.contactEmail, email) : undefined,
    phone ? eq(tickets.contactPhone, phone) : undefined,
    visitorIds.length > 0 ? inArray(tickets.id, ticketsFromVisitors(db, visitorIds)) : undefined,
  ]);
}

function chatsOf(requester: Requester): SQL {
  if (requester.kind === 'account') return and(eq(chatConversations.ownerKind, 'account'), eq(chatConversations.ownerId, requester.accountId)) as SQL;
  const { visitorIds, email, phone } = requester;
  const matched = anyOf([
    visitorIds.length > 0 ? inArray(chatConversations.ownerId, visitorIds) : undefined,
    email ? eq(chatConversations.contactEmail, email) : undefined,
    phone ? eq(chatConversations.contactPhone, phone) : undefined,
  ]);
  return and(eq(chatConversations.ownerKind, CHAT_VISITOR_KIND), matched) as SQL;
}

/** The first rows of a list and how many it holds in all, read side by side. */
async function withTotal<T>(items: PromiseLike<T[]>, total: PromiseLike<Array<{ n: number }>>) {
  const [rows, [all]] = await Promise.all([items, total]);
  return { items: rows, total: all?.n ?? 0 };
}

/** The reads of the agent's context pane. */
export const deskContextRepository = {
  /**
   * The requester's tickets the viewer may open (an agent's queue, what is assigned to them or
   * what they opened: a link to any other would only answer 404), newest first, and their count.
   */
  async tickets(db: Db, viewer: Viewer, requester: Requester, exceptId: string | null) {
    const where = and(ticketsOf(db, requester), visibleTo(db, viewer), exceptId ? ne(tickets.id, exceptId) : undefined);
    return withTotal(
      db
        .select({ id: tickets.id, number: tickets.number, subject: tickets.subject, status: tickets.status, updatedAt: tickets.updatedAt })
        .from(tickets)
        .where(where)
        .orderBy(desc(tickets.updatedAt), desc(tickets.number))
        .limit(DESK_CONTEXT_LIMIT),
      db.select({ n: count() }).from(tickets).where(where),
    );
  },

  /** The requester's conversations (every agent works every one), latest activity first, and their count. */
  async chats(db: Db, requester: Requester, exceptId: string | null) {
    const where = and(chatsOf(requester), exceptId ? ne(chatConversations.id, exceptId) : undefined);
    return withTotal(
      db
        .select({ id: chatConversations.id, status: chatConversations.status, createdAt: chatConversations.createdAt, updatedAt: chatConversations.updatedAt })
        .from(chatConversations)
        .where(where)
        .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
        .limit(DESK_CONTEXT_LIMIT),
      db.select({ n: count() }).from(chatConversations).where(where),
    );
  },

  /** The newest message of each conversation a client could read: internal notes are never a preview. */
  async lastClientVisible(db: Db, conversationIds: string[]): Promise<ChatMessageRow[]> {
    if (conversationIds.length === 0) return [];
    return db
      .selectDistinctOn([chatMessages.conversationId])
      .from(chatMessages)
      .where(and(inArray(chatMessages.conversationId, conversationIds), eq(chatMessages.internal, false)))
      .orderBy(chatMessages.conversationId, desc(chatMessages.createdAt), desc(chatMessages.id));
  },

  /** The conversation a ticket was opened from (the first, should there be more), if any. */
  async origin(db: Db, ticketId: string) {
    const [row] = await db
      .select({ conversationId: chatConversations.id, status: chatConversations.status, page: chatConversations.clientPage })
      .from(chatConversations)
      .where(eq(chatConversations.ticketId, ticketId))
      .orderBy(asc(chatConversations.createdAt))
      .limit(1);
    return row ?? null;
  },

  /**
   * The visitor identities that left this email or phone in a chat: the same person on another
   * device or browser, whose other chats (with or without the contact) are theirs too. One step
   * only, so a shared phone cannot chain strangers together; at most `VISITORS_MAX`.
   */
  async visitorsWithContact(db: Db, email: string | null, phone: string | null): Promise<string[]> {
    if (!email && !phone) return [];
    const rows = await db
      .selectDistinct({ ownerId: chatConversations.ownerId })
      .from(chatConversations)
      .where(and(eq(chatConversations.ownerKind, CHAT_VISITOR_KIND), anyOf([email ? eq(chatConversations.contactEmail, email) : undefined, phone ? eq(chatConversations.contactPhone, phone) : undefined])))
      .limit(VISITORS_MAX);
    return rows.map((row) => row.ownerId);
  },

  /** The visitor identities whose conversations became the ticket: the requester wrote from them. */
  async visitorsOfTicket(db: Db, ticketId: string): Promise<string[]> {
    const rows = await db
      .select({ ownerId: chatConversations.ownerId })
      .from(chatConversations)
      .where(and(eq(chatConversations.ticketId, ticketId), eq(chatConversations.ownerKind, CHAT_VISITOR_KIND)));
    return rows.map((row) => row.ownerId);
  },
};
