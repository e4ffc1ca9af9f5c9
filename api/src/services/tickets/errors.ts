import { REOPEN_WINDOW_DAYS, type TicketRefusal } from '@site/shared/tickets';
import { Conflict } from '../../lib/errors.js';

/** The state machine refused; nothing was changed. The message says why, in the caller's language. */
export const refused = (reason: TicketRefusal) =>
  new Conflict({ key: `tickets.refused.${reason}`, params: { days: REOPEN_WINDOW_DAYS } });
