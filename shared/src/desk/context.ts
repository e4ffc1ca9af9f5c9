import { z } from 'zod';
import { TICKET_STATUSES } from '../tickets/constants';

/**
 * The agent's context pane: the client's other tickets and chats, and for a ticket opened from a
 * chat, that conversation and the page it was written from (docs/tickets.md, "The context pane").
 * Read by agents only: `GET /api/desk/tickets/:id/context` and `GET /api/desk/conversations/:id/context`.
 */

/** Items of each list at most (the newest); `total` counts them all. */
export const DESK_CONTEXT_LIMIT = 10;
/** Characters of a last message's text kept for its one-line preview. */
export const DESK_PREVIEW_MAX = 140;

const CHAT_MESSAGE_KINDS = ['text', 'location', 'photo', 'video', 'file', 'voice'] as const;

/** Strict: a field the API adds without adding it here fails the API tests instead of reaching an agent unseen. */
export const contextTicketSchema = z.strictObject({
  id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** The newest message the client could read (internal notes are never a preview). */
export const contextMessageSchema = z.strictObject({
  sender: z.enum(['client', 'agent']),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** A text message's text, cut to `DESK_PREVIEW_MAX`; null for the other kinds. */
  text: z.string().max(DESK_PREVIEW_MAX + 1).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const contextChatSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(['open', 'closed']),
  startedAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  lastMessage: contextMessageSchema.nullable(),
});

/** The conversation a ticket was opened from: where its client wrote from. */
export const contextOriginSchema = z.strictObject({
  conversationId: z.uuid(),
  status: z.enum(['open', 'closed']),
  page: z.string().nullable(),
});

export const deskContextSchema = z.strictObject({
  tickets: z.strictObject({ items: z.array(contextTicketSchema).max(DESK_CONTEXT_LIMIT), total: z.number().int().min(0) }),
  chats: z.strictObject({ items: z.array(contextChatSchema).max(DESK_CONTEXT_LIMIT), total: z.number().int().min(0) }),
  /** A ticket's context only: the chat it was created from (null for a conversation, or a ticket raised directly). */
  origin: contextOriginSchema.nullable(),
});

export type ContextTicket = z.infer<typeof contextTicketSchema>;
export type ContextMessage = z.infer<typeof contextMessageSchema>;
export type ContextChat = z.infer<typeof contextChatSchema>;
export type ContextOrigin = z.infer<typeof contextOriginSchema>;
export type DeskContext = z.infer<typeof deskContextSchema>;

export const deskContextPath = (kind: 'ticket' | 'chat', id: string) =>
  `/desk/${kind === 'ticket' ? 'tickets' : 'conversations'}/${encodeURIComponent(id)}/context`;
