import { useSearchParams } from 'react-router';
import { type TicketBox, type TicketListQuery, ticketListQuerySchema } from '@site/shared/tickets';

export type ListFilters = Pick<TicketListQuery, 'status' | 'q' | 'starred' | 'sort' | 'sla'>;

/**
 * The list's box, filters, order and page live in the URL (?box=incoming&status=new&q=...),
 * so reload, back and shared links keep them. A value the schema refuses is dropped.
 * Without ?box, `defaultBox` applies (agents start on their incoming work).
 */
export function useListParams(defaultBox: TicketBox) {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(params);
  const parsed = ticketListQuerySchema.safeParse({ box: defaultBox, ...raw });
  const query: TicketListQuery = parsed.success ? parsed.data : ticketListQuerySchema.parse({ box: defaultBox });

  const update = (changes: Record<string, string | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return {
    query,
    /** A filter change starts again at page 1. */
    setFilters: (filters: Partial<ListFilters>) =>
      update({
        ...('status' in filters ? { status: filters.status } : {}),
        ...('q' in filters ? { q: filters.q } : {}),
        ...('starred' in filters ? { starred: filters.starred ? 'true' : undefined } : {}),
        ...('sort' in filters ? { sort: filters.sort === 'newest' ? undefined : filters.sort } : {}),
        ...('sla' in filters ? { sla: filters.sla } : {}),
        page: undefined,
      }),
    clearFilters: () => update({ status: undefined, q: undefined, starred: undefined, sort: undefined, sla: undefined, page: undefined }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
    hasFilters: Boolean(query.status || query.q || query.starred || query.sla),
  };
}

/** The URL of page `n` of the list shown at `pathname` with `search`: its box and filters kept, page 1 without `?page`. */
export function listPageHref(pathname: string, search: string, n: number): string {
  const params = new URLSearchParams(search);
  if (n > 1) params.set('page', String(n));
  else params.delete('page');
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
