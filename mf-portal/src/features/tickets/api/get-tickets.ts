import { useApi } from '@site/shared/api';
import type { Page, TicketSummary } from '@site/shared/types';

export const TICKETS_PAGE_SIZE = 10;

/** SWR key path (the client adds the language): one list page. */
export const ticketsKey = (page: number) => `/tickets?page=${page}&pageSize=${TICKETS_PAGE_SIZE}`;

/**
 * GET /api/tickets?page= -> the signed-in user's tickets. Silent: the page shows its own
 * "Failed to load tickets" with a retry instead of the error screen.
 */
export const useTickets = (page: number) =>
  useApi<Page<TicketSummary>>(ticketsKey(page), { request: { silent: true }, keepPreviousData: true });
