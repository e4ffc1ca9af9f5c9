import { ar } from './ar';
import { en } from './en';

export type { TicketMessages } from './en';
export { en as ticketMessagesEn, ar as ticketMessagesAr };

/** Resources for the i18next namespace 'tickets'. */
export const ticketResources = { en, ar };
