import { CHAT_VISITOR_KIND, type ChatBox, type ChatContent, type ChatSender } from '@site/shared/chat';
import { type SQL, and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { GivenContact } from './contact.js';
import { accounts, chatConversations, chatMessages, chatVisitors, type ChatConversationRow, type ChatMessageRow } from '../../db/schema/index.js';

/** What a client send changes on its conversation besides the time: where they write from. */
export type ConversationTouch = Partial<Pick<ChatConversationRow, 'clientPage' | 'clientLang'>>;

/**
 * Messages of the other side after this side's read mark. Written with qualified names: in a
 * one-table select the builder leaves column names bare, and the subquery would read its own.
 */
const unreadOf = (side: ChatSender) => {
  const readAt = sql.raw(side === 'agent' ? 'chat_conversations.agent_read_at' : 'chat_conversations.client_read_at');
  const other: ChatSender = side === 'agent' ? 'client' : 'agent';
  return sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = chat_conversations.id
    and m.sender = ${other} and not m.internal and (${readAt} is null or m.created_at > ${readAt}))`.mapWith(Number);
};

/** Conversations an inbox list shows at most. */
export const INBOX_PAGE = 50;
/** Messages a history answer holds at most (the newest). */
export const HISTORY_PAGE = 200;

export interface Owner {
  kind: string;
  id: string;
}

export interface NewMessage {
  conversationId: string;
  sender: ChatSender;
  senderKey: string;
  clientId: string;
  content: ChatContent;
}

const boxFilter = (box: ChatBox, agentId: string): SQL | undefined => {
  if (box === 'closed') return eq(chatConversations.status, 'closed');
  const open = eq(chatConversations.status, 'open');
  if (box === 'unassigned') return and(open, isNull(chatConversations.assigneeId));
  if (box === 'mine') return and(open, eq(chatConversations.assigneeId, agentId));
  return open;
};

/** Every query of the chat. */
export const chatRepository = {
  async createVisitor(db: Db, tokenHash: string): Promise<string> {
    const [row] = await db.insert(chatVisitors).values({ tokenHash }).returning({ id: chatVisitors.id });
    return row!.id;
  },

  async visitorByTokenHash(db: Db, tokenHash: string): Promise<string | null> {
    const [row] = await db.select({ id: chatVisitors.id }).from(chatVisitors).where(eq(chatVisitors.tokenHash, tokenHash)).limit(1);
    return row?.id ?? null;
  },

  async byId(db: Db, id: string): Promise<ChatConversationRow | null> {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
    return row ?? null;
  },

  async openOf(db: Db, owner: Owner): Promise<ChatConversationRow | null> {
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.ownerKind, owner.kind), eq(chatConversations.ownerId, owner.id), eq(chatConversations.status, 'open')))
      .limit(1);
    return row ?? null;
  },

  /**
   * The owner's open conversation, created when there is none (two racing sends get the same one);
   * a new one is given to the agent `assign` picks in the same transaction.
   */
  async openFor(db: Db, owner: Owner, assign: (tx: Db) => Promise<string | null>): Promise<{ conversation: ChatConversationRow; created: boolean }> {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(chatConversations).values({ ownerKind: owner.kind, ownerId: owner.id }).onConflictDoNothing().returning();
      const assigneeId = row ? await assign(tx) : null;
      if (!row || !assigneeId) return row;
      return (await chatRepository.update(tx, row.id, { assigneeId }))!;
    });
    if (created) return { conversation: created, created: true };
    return { conversation: (await chatRepository.openOf(db, owner))!, created: false };
  },

  async messageByClientId(db: Db, conversationId: string, senderKey: string, clientId: string): Promise<ChatMessageRow | null> {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.senderKey, senderKey), eq(chatMessages.clientId, clientId)))
      .limit(1);
    return row ?? null;
  },

  /** Stores the message (once per client id) and touches the conversation; returns the stored row. */
  async addMessage(
    db: Db,
    message: NewMessage,
    assignTo: string | null,
    touch: ConversationTouch = {},
    withRow?: (tx: Db, row: ChatMessageRow) => Promise<void>,
  ): Promise<{ row: ChatMessageRow; inserted: boolean }> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(chatMessages).values(message).onConflictDoNothing().returning();
      if (!row) return { row: (await chatRepository.messageByClientId(tx, message.conversationId, message.senderKey, message.clientId))!, inserted: false };
      // In the same transaction (attaching the message's upload): if it throws, nothing is stored.
      await withRow?.(tx, row);
      await tx
        .update(chatConversations)
        .set({ updatedAt: row.createdAt, ...touch, ...(assignTo ? { assigneeId: sql`coalesce(${chatConversations.assigneeId}, ${assignTo}::uuid)` } : {}) })
        .where(eq(chatConversations.id, message.conversationId));
      return { row, inserted: true };
    });
  },

  /** An internal note: stored once per client id, without touching the conversation (its order and assignee stay). */
  async addNote(db: Db, message: NewMessage): Promise<ChatMessageRow> {
    const [row] = await db.insert(chatMessages).values({ ...message, internal: true }).onConflictDoNothing().returning();
    return row ?? (await chatRepository.messageByClientId(db, message.conversationId, message.senderKey, message.clientId))!;
  },

  async conversationOfMessage(db: Db, messageId: string): Promise<{ conversation: ChatConversationRow; internal: boolean } | null> {
    const [row] = await db
      .select({ conversation: chatConversations, internal: chatMessages.internal })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.id, messageId))
      .limit(1);
    return row ?? null;
  },

  /** Moves one side's delivery mark forward (never back); returns the conversation as stored. */
  async delivered(db: Db, id: string, side: ChatSender, upTo: string): Promise<ChatConversationRow | null> {
    const column = side === 'agent' ? chatConversations.agentDeliveredAt : chatConversations.clientDeliveredAt;
    const [row] = await db
      .update(chatConversations)
      .set({ [side === 'agent' ? 'agentDeliveredAt' : 'clientDeliveredAt']: sql`greatest(${column}, ${upTo}::timestamptz)` })
      .where(eq(chatConversations.id, id))
      .returning();
    return row ?? null;
  },

  /** The newest messages, oldest first; internal notes only when `withNotes` (an agent reads). */
  async messages(db: Db, conversationId: string, withNotes: boolean): Promise<ChatMessageRow[]> {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), withNotes ? undefined : eq(chatMessages.internal, false)))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY_PAGE);
    return rows.reverse();
  },

  async list(db: Db, box: ChatBox, agentId: string): Promise<Array<{ conversation: ChatConversationRow; ownerName: string | null; unread: number }>> {
    const rows = await db
      .select({ conversation: chatConversations, ownerName: accounts.fullName, unread: unreadOf('agent') })
      .from(chatConversations)
      .leftJoin(accounts, and(eq(chatConversations.ownerKind, 'account'), eq(sql`${accounts.id}::text`, chatConversations.ownerId)))
      .where(boxFilter(box, agentId))
      .orderBy(box === 'unassigned' ? asc(chatConversations.updatedAt) : desc(chatConversations.updatedAt))
      .limit(INBOX_PAGE);
    return rows;
  },

  /** The newest message of each conversation. */
  async lastMessages(db: Db, conversationIds: string[]): Promise<ChatMessageRow[]> {
    if (conversationIds.length === 0) return [];
    return db
      .selectDistinctOn([chatMessages.conversationId])
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, conversationIds))
      .orderBy(chatMessages.conversationId, desc(chatMessages.createdAt), desc(chatMessages.id));
  },

  async unread(db: Db, id: string, side: ChatSender): Promise<number> {
    const [row] = await db.select({ unread: unreadOf(side) }).from(chatConversations).where(eq(chatConversations.id, id));
    return row?.unread ?? 0;
  },

  /**
   * Gives a visitor's conversations to an account, then forgets the visitor. When both have an
   * open conversation, the visitor's messages move into the account's one (sender keys stay, so
   * client message ids stay unique). Returns the account's open conversation, if any.
   */
  async joinVisitor(db: Db, visitorId: string, accountId: string): Promise<ChatConversationRow | null> {
    return db.transaction(async (tx) => {
      const visitor = { kind: CHAT_VISITOR_KIND, id: visitorId };
      const account = { kind: 'account', id: accountId };
      const [fromVisitor, ofAccount] = [await chatRepository.openOf(tx, visitor), await chatRepository.openOf(tx, account)];
      if (fromVisitor && ofAccount) {
        await tx.update(chatMessages).set({ conversationId: ofAccount.id }).where(eq(chatMessages.conversationId, fromVisitor.id));
        await tx.delete(chatConversations).where(eq(chatConversations.id, fromVisitor.id));
        const updatedAt = fromVisitor.updatedAt > ofAccount.updatedAt ? fromVisitor.updatedAt : ofAccount.updatedAt;
        await tx.update(chatConversations).set({ updatedAt }).where(eq(chatConversations.id, ofAccount.id));
      }
      await tx
        .update(chatConversations)
        .set({ ownerKind: account.kind, ownerId: account.id })
        .where(and(eq(chatConversations.ownerKind, visitor.kind), eq(chatConversations.ownerId, visitor.id)));
      await tx.delete(chatVisitors).where(eq(chatVisitors.id, visitorId));
      return chatRepository.openOf(tx, account);
    });
  },

  /** Sets what the client gave (a field left out keeps its value); answers the stored contact. */
  async setContact(db: Db, id: string, contact: GivenContact): Promise<GivenContact> {
    const [row] = await db
      .update(chatConversations)
      .set({
        ...(contact.email !== undefined ? { contactEmail: contact.email } : {}),
        ...(contact.name !== undefined ? { contactName: contact.name } : {}),
        ...(contact.phone !== undefined ? { contactPhone: contact.phone } : {}),
      })
      .where(eq(chatConversations.id, id))
      .returning();
    return { email: row!.contactEmail ?? undefined, name: row!.contactName ?? undefined, phone: row!.contactPhone ?? undefined };
  },

  async update(db: Db, id: string, change: Partial<Pick<ChatConversationRow, 'assigneeId' | 'status' | 'updatedAt' | 'ticketId' | 'agentReadAt' | 'clientReadAt'>>): Promise<ChatConversationRow | null> {
    const [row] = await db.update(chatConversations).set(change).where(eq(chatConversations.id, id)).returning();
    return row ?? null;
  },
};
