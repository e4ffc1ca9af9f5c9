// Named re-exports only: the API loads this source through tsx's ESM loader.
export {
  TICKET_DESK_TOPIC, CHAT_DESK_TOPIC, DESK_EVENTS, PRESENCE_STATES, PRESENCE_EVERY_MS, PRESENCE_TTL_MS, deskTopic, deskRequests,
  type DeskKind, type DeskPresence, type PresenceState,
} from './topics';
export {
  CANNED_PLACEHOLDERS, CANNED_LIMITS, cannedInputSchema, cannedPatchSchema, fillPlaceholders, findCanned, slashQuery,
  type CannedPlaceholder, type CannedValues, type CannedResponse, type CannedInput, type CannedPatch,
} from './canned';
export {
  AVAILABILITY_STATES, AWAY_AFTER_MS, AVAILABILITY_EVERY_MS, AVAILABILITY_STALE_MS, availabilityInputSchema,
  type AvailabilityState, type AvailabilityInput, type Availability,
} from './availability';
export {
  DESK_CONTEXT_LIMIT, DESK_PREVIEW_MAX, contextTicketSchema, contextMessageSchema, contextChatSchema, contextOriginSchema, deskContextSchema, deskContextPath,
  type ContextTicket, type ContextMessage, type ContextChat, type ContextOrigin, type DeskContext,
} from './context';
