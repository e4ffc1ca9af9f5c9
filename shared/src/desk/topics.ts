import { z } from 'zod';

/**
 * Agent-only realtime topics of the help desk: `ticket-desk:<ticketId>` and `chat-desk:<conversationId>`.
 * Internal notes and who is viewing or typing travel here, never on the topics a client may follow
 * (`ticket:<id>`, `chat:<id>`), so no frame a client receives can carry them.
 */
export const TICKET_DESK_TOPIC = 'ticket-desk';
export const CHAT_DESK_TOPIC = 'chat-desk';
export type DeskKind = 'ticket' | 'chat';
export const deskTopic = (kind: DeskKind, id: string) => `${kind === 'ticket' ? TICKET_DESK_TOPIC : CHAT_DESK_TOPIC}:${id}`;

export const DESK_EVENTS = {
  /** data: { id } (tickets: read the ticket again) or a ChatMessage (chat notes). */
  note: 'desk.note',
  /** data: DeskPresence */
  presence: 'desk.presence',
} as const;

export const PRESENCE_STATES = ['viewing', 'typing', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** One agent's presence on a ticket or conversation, as announced to the others. */
export interface DeskPresence {
  kind: DeskKind;
  id: string;
  agent: { id: string; name: string };
  state: PresenceState;
  at: string;
}

/** An open view repeats its presence this often; one not heard for `PRESENCE_TTL_MS` has gone. */
export const PRESENCE_EVERY_MS = 10_000;
export const PRESENCE_TTL_MS = 25_000;

/** Request `desk.presence`: the caller views, types on or left a ticket or conversation. */
export const deskRequests = {
  'desk.presence': z.object({ kind: z.enum(['ticket', 'chat']), id: z.uuid(), state: z.enum(PRESENCE_STATES) }),
} as const;
