import { useApi } from '@site/shared/api';
import type { TicketDetail } from '@site/shared/types';

export const ticketPath = (id: string) => `/tickets/${encodeURIComponent(id)}`;

/** GET /api/tickets/:id: the ticket with its replies, events and files, read on its own (reload and links work). */
export const useTicket = (id: string) => useApi<TicketDetail>(ticketPath(id), { request: { silent: true } });
