/**
 * The facts of the ticket desk that the API, the portal and the tests all read: the
 * statuses, the kinds of ticket, the departments agents work in, and the time limits.
 */
export const TICKET_STATUSES = ['new', 'in_progress', 'resolved', 'closed_by_client'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What the client says the ticket is about. */
export const TICKET_TYPES = ['question', 'problem', 'request', 'complaint'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Where the ticket goes (the category the client picks): each agent works in one or more. */
export const TICKET_DEPARTMENTS = ['technical', 'billing', 'sales', 'general'] as const;
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

/** The two lists of the tickets page: tickets I raised, and tickets that came to me. */
export const TICKET_BOXES = ['outgoing', 'incoming'] as const;
export type TicketBox = (typeof TICKET_BOXES)[number];

const DAY_MS = 86_400_000;

/**
 * A closed or resolved ticket can be reopened for this long after it was closed or
 * resolved; later, the client raises a new ticket (the old one stays readable).
 */
export const REOPEN_WINDOW_DAYS = 14;
export const REOPEN_WINDOW_MS = REOPEN_WINDOW_DAYS * DAY_MS;

/** A resolved ticket with auto-close on closes itself after this long without a client answer. */
export const AUTO_CLOSE_DAYS = 7;
export const AUTO_CLOSE_MS = AUTO_CLOSE_DAYS * DAY_MS;

/** Text and attachment limits of tickets and replies. */
export const TICKET_LIMITS = {
  subject: 150,
  details: 5000,
  reply: 5000,
  note: 1000,
  ratingComment: 1000,
  /** Files on one ticket or one reply. */
  attachments: 10,
  search: 100,
} as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const TICKETS_PAGE_SIZE = 10;

export const isTicketStatus = (value: unknown): value is TicketStatus =>
  typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
