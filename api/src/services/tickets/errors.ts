import { REOPEN_WINDOW_DAYS, type TicketRefusal } from '@site/shared/tickets';
import { HttpError, invalid } from '../../lib/http-error.js';

/** 409: the state machine refused; nothing was changed. The message says why, in the request language. */
export const refused = (reason: TicketRefusal) =>
  new HttpError(409, { key: `tickets.refused.${reason}`, params: { days: REOPEN_WINDOW_DAYS } });

/** 422 naming one field of the request ('Agent is not valid.'). */
export const invalidField = (field: string) => invalid({ key: 'validation.default', params: { field } });
