// zod/mini, as in the realtime protocol (@site/shared/realtime/protocol): the chat frame parses with these.
import { z } from 'zod/mini';
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
  /** The server announces one side's typing in a conversation at most this often. */
  typingEveryMs: 3_000,
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
  z.object({ kind: z.literal('text'), text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_LIMITS.textMax)) }),
  z.object({
    kind: z.literal('location'),
    latitude: z.number().check(z.gte(-90), z.lte(90)),
    longitude: z.number().check(z.gte(-180), z.lte(180)),
    /** Metres, as the browser reports it. */
    accuracy: z.optional(z.number().check(z.gte(0), z.lte(1_000_000))),
  }),
  z.object({ kind: z.literal('photo'), uploadId }),
  z.object({ kind: z.literal('video'), uploadId }),
  z.object({ kind: z.literal('file'), uploadId }),
  z.object({ kind: z.literal('voice'), uploadId, durationMs: z.int().check(z.gte(0), z.lte(CHAT_LIMITS.voiceMaxMs)) }),
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
export const clientMessageIdSchema = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

export const CHAT_BOXES = ['unassigned', 'mine', 'open', 'closed'] as const;
export type ChatBox = (typeof CHAT_BOXES)[number];

const id = z.uuid();

/** The page a client writes from (shown to the agents): an absolute http(s) URL. */
export const chatPageSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(500));

/** Request names and their data. A client without `conversationId` writes to its own open conversation. */
export const chatRequests = {
  'chat.send': z.object({ conversationId: z.optional(id), clientId: clientMessageIdSchema, content: chatContentSchema, page: z.optional(chatPageSchema) }),
  'chat.history': z.object({ conversationId: z.optional(id) }),
  'chat.list': z.object({ box: z.enum(CHAT_BOXES) }),
  'chat.take': z.object({ conversationId: id }),
  'chat.close': z.object({ conversationId: id }),
  /** Marks the conversation read up to now for the caller's side (the client, or the agents). */
  'chat.read': z.object({ conversationId: z.optional(id) }),
  /** Agents: a new ticket for the conversation's client (`ticket` is a ticket form, checked like POST /api/tickets). */
  'chat.ticket': z.object({ conversationId: id, ticket: z.record(z.string(), z.unknown()) }),
  /** The caller's side has received the other side's messages up to `upTo` (a message's createdAt). */
  'chat.delivered': z.object({ conversationId: z.optional(id), upTo: z.iso.datetime() }),
  /** The caller is typing; announced to the other side, never stored. */
  'chat.typing': z.object({ conversationId: z.optional(id) }),
  /** Agents: an internal note on the conversation (text only), which its client never receives. */
  'chat.note': z.object({ conversationId: id, clientId: clientMessageIdSchema, text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_LIMITS.textMax)) }),
  /** The client leaves an email, to hear of answers that come after they left (the client's open conversation). */
  // How a visitor can be reached (each optional, at least one): carried to a ticket opened from the chat.
  'chat.contact': z
    .object({
      conversationId: z.optional(id),
      email: z.optional(z.email().check(z.maxLength(254), z.toLowerCase())),
      name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
      /** E.164, as the widget's phone field gives it. */
      phone: z.optional(z.string().check(z.regex(/^\+[1-9]\d{6,14}$/))),
    })
    .check(z.refine((v) => v.email !== undefined || v.name !== undefined || v.phone !== undefined, { message: 'chat.contactNeeded' })),
} as const;

export type ChatSender = 'client' | 'agent';

export interface ChatMessage {
  id: string;
  conversationId: string;
  clientId: string;
  sender: ChatSender;
  content: ChatContent;
  /** An internal note between agents: only agents ever receive one (on the agents' topic). */
  internal?: true;
  /** The attachment of a photo, video, file or voice note, with a fresh download link. */
  file: UploadedFile | null;
  createdAt: string;
}

/** How far one side has received and read the other side's messages. */
export interface ChatReceipt {
  deliveredAt: string | null;
  readAt: string | null;
}

/** A visitor's contact: any of the three may be missing. */
export interface ChatContact {
  name: string | null;
  email: string | null;
  phone: string | null;
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
  /**
   * How a visitor without an account can be reached, as they left it in the widget (docs/chat.md,
   * "Contact details"); null when they left nothing or the client has an account.
   */
  contact?: ChatContact | null;
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
