import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { type ChatConversationRow, type ChatMessageRow, chatConversations, chatMessages } from '../../../db/schema/index.js';

/** Agent messages of a conversation its client has not received, not yet told of, up to `cutoff`. */
const missedBy = (cutoff: Date) =>
  and(
    eq(chatMessages.sender, 'agent'),
    // Internal notes are between agents: never emailed to the client.
    eq(chatMessages.internal, false),
    sql`${chatMessages.createdAt} > coalesce(${chatConversations.clientDeliveredAt}, '-infinity'::timestamptz)`,
    sql`${chatMessages.createdAt} > coalesce(${chatConversations.missedNotifiedUpTo}, '-infinity'::timestamptz)`,
    lte(chatMessages.createdAt, cutoff),
  );

/** The queries of the missed-answer emails of the support chat. */
export const chatNoticeRepository = {
  /** Conversations whose client can be reached (an email given, or an account) with answers they missed. */
  async withMissedAnswers(db: Db, cutoff: Date, limit = 100): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: chatConversations.id })
      .from(chatConversations)
      .innerJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
      .where(and(or(isNotNull(chatConversations.contactEmail), eq(chatConversations.ownerKind, 'account')), missedBy(cutoff)))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** The conversation, locked, and the answers its client missed, oldest first. */
  async lockMissed(tx: Db, id: string, cutoff: Date): Promise<{ conversation: ChatConversationRow; missed: ChatMessageRow[] } | null> {
    const [conversation] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
    if (!conversation) return null;
    const missed = await tx
      .select({ message: chatMessages })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(and(eq(chatMessages.conversationId, id), missedBy(cutoff)))
      .orderBy(asc(chatMessages.createdAt));
    return { conversation, missed: missed.map((row) => row.message) };
  },

  async markNotified(tx: Db, id: string, upTo: Date): Promise<void> {
    await tx.update(chatConversations).set({ missedNotifiedUpTo: upTo }).where(eq(chatConversations.id, id));
  },
};
