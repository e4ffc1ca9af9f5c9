import type { ChatConversation, ChatMessage } from './protocol';

/** What `chat.history` answers: the conversation and its latest messages. */
export interface ChatHistory {
  conversation: ChatConversation | null;
  messages: ChatMessage[];
}

/** The list with the message in its place by time; a message already there (by id) is kept as it is. */
export const addMessage = (list: ChatMessage[], message: ChatMessage): ChatMessage[] =>
  list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/**
 * The history as read, plus the messages of that conversation that arrived (sent or heard) while
 * the read was on its way: its answer can come back after them and must not erase them.
 */
export const withHistory = (list: ChatMessage[], answer: ChatHistory): ChatMessage[] =>
  list.filter((m) => m.conversationId === answer.conversation?.id).reduce(addMessage, answer.messages);
