import type { ChatContact, ChatConversation, ChatMessage } from '@site/shared/chat';
import { LANGS, type Lang } from '@site/shared/lang';
import type { UploadedFile } from '@site/shared/types';
import type { ChatConversationRow, ChatMessageRow } from '../../db/schema/index.js';

/* Stored rows as the chat's clients read them. */

export function toMessage(row: ChatMessageRow, file: UploadedFile | null = null): ChatMessage {
  const message: ChatMessage = { id: row.id, conversationId: row.conversationId, clientId: row.clientId, sender: row.sender, content: row.content, file, createdAt: row.createdAt.toISOString() };
  return row.internal ? { ...message, internal: true } : message;
}

export const iso = (value: Date | null) => value?.toISOString() ?? null;

const isLang = (value: string | null): value is Lang => (LANGS as readonly string[]).includes(value ?? '');

/** What a visitor left to be reached by; an account's conversation has none (the account is the client). */
function contactOf(row: ChatConversationRow): ChatContact | null {
  if (row.ownerKind === 'account' || !(row.contactName || row.contactEmail || row.contactPhone)) return null;
  return { name: row.contactName, email: row.contactEmail, phone: row.contactPhone };
}

export function toConversation(row: ChatConversationRow, ownerName: string | null, last: ChatMessage | undefined, unread = 0): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    owner: { kind: row.ownerKind, name: ownerName },
    assigneeId: row.assigneeId,
    client: { page: row.clientPage, lang: isLang(row.clientLang) ? row.clientLang : null },
    ticketId: row.ticketId,
    contact: contactOf(row),
    unread,
    receipts: {
      client: { deliveredAt: iso(row.clientDeliveredAt), readAt: iso(row.clientReadAt) },
      agent: { deliveredAt: iso(row.agentDeliveredAt), readAt: iso(row.agentReadAt) },
    },
    lastMessage: last ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
