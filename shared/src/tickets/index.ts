// Named re-exports only: the API loads this source through tsx's ESM loader.
export {
  TICKET_STATUSES, TICKET_TYPES, TICKET_DEPARTMENTS, TICKET_BOXES, TICKET_LIMITS, TICKETS_PAGE_SIZE,
  REOPEN_WINDOW_DAYS, REOPEN_WINDOW_MS, AUTO_CLOSE_DAYS, AUTO_CLOSE_MS, RATING_MIN, RATING_MAX, isTicketStatus,
  type TicketStatus, type TicketType, type TicketDepartment, type TicketBox,
} from './constants';
export {
  TRANSITIONS, TICKET_ACTIONS, DELETED, decide, allowedActions, reopenDeadline,
  type TicketAction, type TicketRole, type TicketActor, type TicketOutcome, type TicketFacts, type TicketRefusal, type TicketDecision,
} from './machine';
export {
  createTicketSchema, updateTicketSchema, replySchema, noteSchema, statusChangeSchema, transferSchema, rateSchema, starSchema, ticketListQuerySchema,
  type CreateTicketInput, type CreateTicketFormValues, type UpdateTicketInput, type ReplyInput, type NoteInput, type StatusChangeInput,
  type TransferInput, type RateInput, type RateFormValues, type StarInput, type TicketListQuery, type TicketListParams,
} from './schemas';
export { encodeTicketCursor, ticketCursorSchema, type TicketCursor } from './cursor';
export { TICKET_TOPIC, TICKET_LIST_TOPIC, TICKET_EVENTS, ticketTopic, ticketListTopic, type TicketEventName } from './live';
export { ticketResources, ticketMessagesEn, ticketMessagesAr, type TicketMessages } from './messages';
export {
  SLA_STATES, SLA_WARN_SHARE, SLA_FILTERS, DEFAULT_SLA_POLICIES, slaAfter, slaDeadlines, slaElapsed, slaOf, clockState, runningTarget,
  type SlaState, type SlaTarget, type SlaFilter, type SlaPolicy, type SlaFacts, type SlaEvent, type TicketSla,
} from './sla';
export {
  REPORT_GROUPS, REPORT_MAX_DAYS, ticketReportQuerySchema, quarterOf,
  type ReportGroup, type TicketReportQuery, type Spread, type ReportRow, type TicketReport,
} from './reports';
