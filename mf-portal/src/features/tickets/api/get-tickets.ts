import { useApi } from '@site/shared/api';
import type { TicketListQuery } from '@site/shared/tickets';
import type { TicketListPage } from '@site/shared/types';

/** The list path for one page of one box; only the filters in use appear. */
export function ticketsPath(query: TicketListQuery): string {
  const params = new URLSearchParams({ box: query.box });
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.starred) params.set('starred', 'true');
  if (query.sla) params.set('sla', query.sla);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  if (query.after) params.set('after', query.after);
  if (query.before) params.set('before', query.before);
  return `/tickets?${params.toString()}`;
}

/** Prefix of every list key: a change to any ticket revalidates them all. */
export const TICKET_LISTS = '/tickets?';

/**
 * GET /api/tickets -> one page of a box. Silent: the page shows its own "Failed to load
 * tickets" with a retry instead of the error screen. `null` waits (the box is not known yet).
 */
export const useTickets = (query: TicketListQuery | null) =>
  useApi<TicketListPage>(query ? ticketsPath(query) : null, { request: { silent: true }, keepPreviousData: true });
