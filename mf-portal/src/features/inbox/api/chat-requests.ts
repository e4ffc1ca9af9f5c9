import type { ChatBox, ChatContent, ChatConversation, ChatMessage } from '@site/shared/chat';
import { pageRealtime } from '@site/shared/realtime';
import type { CreateTicketInput } from '@site/shared/tickets';

/** The chat requests the inbox sends over the page's realtime connection (docs/chat.md). */
const ask = <T>(name: string, data: unknown) => pageRealtime().request<T>(name, data);

/** A client message id: a resend after a reconnect is answered with the stored message. */
export const newClientId = () => `a-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export const chatRequests = {
  list: (box: ChatBox) => ask<{ items: ChatConversation[] }>('chat.list', { box }),
  history: (conversationId: string) => ask<{ conversation: ChatConversation; messages: ChatMessage[] }>('chat.history', { conversationId }),
  take: (conversationId: string) => ask<ChatConversation>('chat.take', { conversationId }),
  close: (conversationId: string) => ask<ChatConversation>('chat.close', { conversationId }),
  read: (conversationId: string) => ask<{ at: string }>('chat.read', { conversationId }),
  send: (conversationId: string, clientId: string, content: ChatContent) => ask<ChatMessage>('chat.send', { conversationId, clientId, content }),
  /** An internal note: only agents receive it (docs/chat.md). */
  note: (conversationId: string, clientId: string, text: string) => ask<ChatMessage>('chat.note', { conversationId, clientId, text }),
  ticket: (conversationId: string, ticket: Omit<CreateTicketInput, 'attachments'>) => ask<ChatConversation>('chat.ticket', { conversationId, ticket }),
};
