import { z } from 'zod';
import type { Lang } from '../lang';
import type { UploadedFile } from '../types/uploads';

/**
 * Live support chat over the realtime socket (`@site/shared/realtime/protocol`): the message
 * kinds, the requests a client sends and the events it hears. Described in docs/chat.md.
 */
export const CHAT_LIMITS = {
  /**
   * Characters in one text message. Bounded so a message always fits in one realtime event
   * (7,900 bytes: even six bytes of JSON per character stays under it).
   */
  textMax: 1000,
  /** Messages one identity may send per minute, over all its conversations. */
  perMinute: 30,
  /** Chat identities one address may create per hour. */
  visitorsPerHour: 20,
  /** Length of one voice note. */
  voiceMaxMs: 5 * 60_000,
} as const;

/** Topic of one conversation (`chat:<id>`), followed by its owner and by agents. */
export const CHAT_TOPIC = 'chat';
export const chatTopic = (conversationId: string) => `${CHAT_TOPIC}:${conversationId}`;
/** Topic every agent follows: conversations opened, taken, closed. */
export const CHAT_INBOX_TOPIC = 'chat-inbox';

/** Principal kind of an anonymous visitor (token from POST /api/chat/visitors). */
export const CHAT_VISITOR_KIND = 'chat-visitor';

/** Upload purpose of every chat attachment (types and the size limit: `@site/shared/uploads`). */
export const CHAT_UPLOAD_PURPOSE = 'chat-file';

const uploadId = z.uuid();

/**
 * What a message carries, one member per kind (SPEC 3). Photo, video, file and voice note name
 * an upload of the sender's (purpose `chat-file`); the API attaches it to the message and checks
 * that its detected type fits the kind (`CHAT_KIND_TYPES`).
 */
export const chatContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(CHAT_LIMITS.textMax) }),
  z.object({
    kind: z.literal('location'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Metres, as the browser reports it. */
    accuracy: z.number().min(0).max(1_000_000).optional(),
  }),
  z.object({ kind: z.literal('photo'), uploadId }),
  z.object({ kind: z.literal('video'), uploadId }),
  z.object({ kind: z.literal('file'), uploadId }),
  z.object({ kind: z.literal('voice'), uploadId, durationMs: z.number().int().min(0).max(CHAT_LIMITS.voiceMaxMs) }),
]);
export type ChatContent = z.output<typeof chatContentSchema>;
export type ChatKind = ChatContent['kind'];
export type ChatFileKind = Extract<ChatContent, { uploadId: string }>['kind'];

/**
 * Detected MIME type prefixes each attachment kind accepts. A recording from Chromium is WebM,
 * whose bytes read as video/webm, so a voice note may be that too.
 */
export const CHAT_KIND_TYPES: Record<ChatFileKind, readonly string[]> = {
  photo: ['image/'],
  video: ['video/'],
  voice: ['audio/', 'video/webm'],
  file: [''],
};
export const chatKindAccepts = (kind: ChatFileKind, type: string) => CHAT_KIND_TYPES[kind].some((prefix) => type.startsWith(prefix));

/** Chosen by the sender, unique per sender: a resend after a reconnect is answered with the stored message. */
export const clientMessageIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

export const CHAT_BOXES = ['unassigned', 'mine', 'open', 'closed'] as const;
export type ChatBox = (typeof CHAT_BOXES)[number];

const id = z.uuid();

/** The page a client writes from (shown to the agents): an absolute http(s) URL. */
export const chatPageSchema = z.url({ protocol: /^https?$/ }).max(500);

/** Request names and their data. A client without `conversationId` writes to its own open conversation. */
export const chatRequests = {
  'chat.send': z.object({ conversationId: id.optional(), clientId: clientMessageIdSchema, content: chatContentSchema, page: chatPageSchema.optional() }),
  'chat.history': z.object({ conversationId: id.optional() }),
  'chat.list': z.object({ box: z.enum(CHAT_BOXES) }),
  'chat.take': z.object({ conversationId: id }),
  'chat.close': z.object({ conversationId: id }),
  /** Marks the conversation read up to now for the caller's side (the client, or the agents). */
  'chat.read': z.object({ conversationId: id.optional() }),
  /** Agents: a new ticket for the conversation's client (`ticket` is a ticket form, checked like POST /api/tickets). */
  'chat.ticket': z.object({ conversationId: id, ticket: z.record(z.string(), z.unknown()) }),
  /** The caller's side has received the other side's messages up to `upTo` (a message's createdAt). */
  'chat.delivered': z.object({ conversationId: id.optional(), upTo: z.iso.datetime() }),
  /** The caller is typing; announced to the other side, never stored. */
  'chat.typing': z.object({ conversationId: id.optional() }),
  /** The client leaves an email, to hear of answers that come after they left (the client's open conversation). */
  'chat.contact': z.object({ conversationId: id.optional(), email: z.email().max(254).transform((v) => v.toLowerCase()) }),
} as const;

export type ChatSender = 'client' | 'agent';

export interface ChatMessage {
  id: string;
  conversationId: string;
  clientId: string;
  sender: ChatSender;
  content: ChatContent;
  /** The attachment of a photo, video, file or voice note, with a fresh download link. */
  file: UploadedFile | null;
  createdAt: string;
}

/** How far one side has received and read the other side's messages. */
export interface ChatReceipt {
  deliveredAt: string | null;
  readAt: string | null;
}

export interface ChatConversation {
  id: string;
  status: 'open' | 'closed';
  /** Whose conversation: an account or an anonymous visitor. */
  owner: { kind: string; name: string | null };
  assigneeId: string | null;
  /** The page and language the client last wrote from. */
  client: { page: string | null; lang: Lang | null };
  /** The ticket opened from this conversation. */
  ticketId: string | null;
  /** Messages of the other side since the caller's side last read (agents: the client's). */
  unread: number;
  /** What each side has received and read: a sender shows its messages as delivered or read from these. */
  receipts: Record<ChatSender, ChatReceipt>;
  lastMessage: ChatMessage | null;
  createdAt: string;
  updatedAt: string;
}

/** Events on a conversation's topic and on the inbox topic. */
export const CHAT_EVENTS = {
  /** data: ChatMessage */
  message: 'chat.message',
  /** data: { conversationId, status, assigneeId } */
  changed: 'chat.changed',
  /** data: { conversationId, side: ChatSender, at } — that side read everything up to `at`. */
  read: 'chat.read',
  /** data: { conversationId, side, at } — that side received everything up to `at`. */
  delivered: 'chat.delivered',
  /** data: { conversationId, side } — that side is typing. */
  typing: 'chat.typing',
} as const;
