import {
  createTicketSchema, noteSchema, rateSchema, replySchema, starSchema, statusChangeSchema, transferSchema, updateTicketSchema,
} from '@site/shared/tickets';
import { localizedBody } from '../lib/zod-provider.js';

/* The ticket desk's request bodies: the shared schemas the portal's forms use, per request language. */
export const createTicketBody = localizedBody(createTicketSchema);
export const updateTicketBody = localizedBody(updateTicketSchema);
export const replyBody = localizedBody(replySchema);
export const noteBody = localizedBody(noteSchema);
export const statusBody = localizedBody(statusChangeSchema);
export const transferBody = localizedBody(transferSchema);
export const rateBody = localizedBody(rateSchema);
export const starBody = localizedBody(starSchema);
