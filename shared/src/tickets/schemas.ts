import { z } from 'zod';
import { maxLength, required } from '../validation/rules';
import type { Translate } from '../validation/translator';
import { uploadIdsSchema } from '../uploads/schemas';
import { flag, oneOf, text } from '../validation/zod-fields';
import {
  RATING_MAX, RATING_MIN, TICKET_BOXES, TICKET_DEPARTMENTS, TICKET_LIMITS, TICKET_STATUSES, TICKET_TYPES, TICKETS_PAGE_SIZE,
} from './constants';
import { SLA_FILTERS } from './sla';

/*
 * Request bodies of the ticket desk, built per language like every shared form schema: the
 * portal's forms validate with them and the API parses the same bodies with them.
 */

const ticketFields = (t: Translate) => ({
  type: oneOf(t, 'type', TICKET_TYPES),
  department: oneOf(t, 'department', TICKET_DEPARTMENTS),
  subject: text(t, 'subject', required(), maxLength(TICKET_LIMITS.subject)).transform((v) => v.trim()),
  details: text(t, 'details', required(), maxLength(TICKET_LIMITS.details)),
  urgent: flag(t, 'urgent').default(false),
  autoClose: flag(t, 'autoClose').default(false),
});

/** Upload ids (POST /api/uploads with purpose `ticket-attachment`) to attach to a ticket or a reply. */
const attachments = () => uploadIdsSchema(TICKET_LIMITS.attachments);

/** POST /api/tickets */
export const createTicketSchema = (t: Translate) => z.object({ ...ticketFields(t), attachments: attachments() });

/** PATCH /api/tickets/:id: any of the fields the client chose, while the ticket is new and unanswered. */
export const updateTicketSchema = (t: Translate) => {
  const { urgent, autoClose, ...rest } = ticketFields(t);
  return z.object({ ...rest, urgent: urgent.removeDefault(), autoClose: autoClose.removeDefault() }).partial();
};

/** POST /api/tickets/:id/replies: text, files, or both. */
export const replySchema = (t: Translate) =>
  z
    .object({ body: text(t, 'body', maxLength(TICKET_LIMITS.reply)).default(''), attachments: attachments() })
    .refine((reply) => reply.body.trim() !== '' || reply.attachments.length > 0, { path: ['body'], message: t('required', { field: 'body' }) });

/** POST /api/tickets/:id/notes: an internal note, text only (agents of the ticket alone read it). */
export const noteSchema = (t: Translate) => z.object({ body: text(t, 'body', required(), maxLength(TICKET_LIMITS.reply)) });

/** POST /api/tickets/:id/status: the statuses an agent moves a ticket to. */
export const statusChangeSchema = (t: Translate) => z.object({ status: oneOf(t, 'status', ['in_progress', 'resolved']) });

/** POST /api/tickets/:id/transfer: to another agent, saying why. */
export const transferSchema = (t: Translate) =>
  z.object({
    assigneeId: z.uuid({ error: () => t('required', { field: 'assigneeId' }) }),
    note: text(t, 'note', required(), maxLength(TICKET_LIMITS.note)),
  });

/** POST /api/tickets/:id/rate: 1–5 stars and an optional comment, once. */
export const rateSchema = (t: Translate) =>
  z.object({
    rating: z
      .number({ error: () => t('required', { field: 'rating' }) })
      .int({ error: () => t('between', { field: 'rating', min: RATING_MIN, max: RATING_MAX }) })
      .min(RATING_MIN, { error: () => t('between', { field: 'rating', min: RATING_MIN, max: RATING_MAX }) })
      .max(RATING_MAX, { error: () => t('between', { field: 'rating', min: RATING_MIN, max: RATING_MAX }) }),
    comment: text(t, 'comment', maxLength(TICKET_LIMITS.ratingComment)).default(''),
  });

/** POST /api/tickets/:id/star */
export const starSchema = (t: Translate) => z.object({ starred: flag(t, 'starred') });

const yes = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/**
 * GET /api/tickets query: one page of one box, filtered; newest activity first unless `sort=oldest`.
 * `after` (the next page) or `before` (the previous page) is the cursor of the row the page
 * continues from; `page` is then only the number shown. Without one, `page` is read by offset.
 * The API decodes a cursor and answers 400 to one it did not issue (see `ticketCursorSchema`).
 */
export const ticketListQuerySchema = z.object({
  box: z.enum(TICKET_BOXES).default('outgoing'),
  status: z.enum(TICKET_STATUSES).optional(),
  q: z.string().trim().max(TICKET_LIMITS.search).optional(),
  starred: yes.optional(),
  /** Support's "breaching soon" (and "breached") filter; other lists ignore it. */
  sla: z.enum(SLA_FILTERS).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(TICKETS_PAGE_SIZE),
  after: z.string().optional(),
  before: z.string().optional(),
});

export type CreateTicketInput = z.output<ReturnType<typeof createTicketSchema>>;
export type CreateTicketFormValues = z.input<ReturnType<typeof createTicketSchema>>;
export type UpdateTicketInput = z.output<ReturnType<typeof updateTicketSchema>>;
export type ReplyInput = z.output<ReturnType<typeof replySchema>>;
export type NoteInput = z.output<ReturnType<typeof noteSchema>>;
export type StatusChangeInput = z.output<ReturnType<typeof statusChangeSchema>>;
export type TransferInput = z.output<ReturnType<typeof transferSchema>>;
export type RateInput = z.output<ReturnType<typeof rateSchema>>;
export type RateFormValues = z.input<ReturnType<typeof rateSchema>>;
export type StarInput = z.output<ReturnType<typeof starSchema>>;
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;
export type TicketListParams = z.input<typeof ticketListQuerySchema>;
