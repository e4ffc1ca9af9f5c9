import type { ChatBox, ChatContent, ChatSender } from '@site/shared/chat';
import { type SQL, and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, chatConversations, chatMessages, chatVisitors, type ChatConversationRow, type ChatMessageRow } from '../../db/schema/index.js';

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

  /** The owner's open conversation, created when there is none (two racing sends get the same one). */
  async openFor(db: Db, owner: Owner): Promise<{ conversation: ChatConversationRow; created: boolean }> {
    const [created] = await db
      .insert(chatConversations)
      .values({ ownerKind: owner.kind, ownerId: owner.id })
      .onConflictDoNothing()
      .returning();
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
  async addMessage(db: Db, message: NewMessage, assignTo: string | null): Promise<{ row: ChatMessageRow; inserted: boolean }> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(chatMessages).values(message).onConflictDoNothing().returning();
      if (!row) return { row: (await chatRepository.messageByClientId(tx, message.conversationId, message.senderKey, message.clientId))!, inserted: false };
      await tx
        .update(chatConversations)
        .set({ updatedAt: row.createdAt, ...(assignTo ? { assigneeId: sql`coalesce(${chatConversations.assigneeId}, ${assignTo}::uuid)` } : {}) })
        .where(eq(chatConversations.id, message.conversationId));
      return { row, inserted: true };
    });
  },

  async messages(db: Db, conversationId: string): Promise<ChatMessageRow[]> {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY_PAGE);
    return rows.reverse();
  },

  async list(db: Db, box: ChatBox, agentId: string): Promise<Array<{ conversation: ChatConversationRow; ownerName: string | null }>> {
    const rows = await db
      .select({ conversation: chatConversations, ownerName: accounts.fullName })
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

  async update(db: Db, id: string, change: Partial<Pick<ChatConversationRow, 'assigneeId' | 'status' | 'updatedAt'>>): Promise<ChatConversationRow | null> {
    const [row] = await db.update(chatConversations).set(change).where(eq(chatConversations.id, id)).returning();
    return row ?? null;
  },
};
