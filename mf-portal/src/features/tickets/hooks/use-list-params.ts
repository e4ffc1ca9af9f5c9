import { useSearchParams } from 'react-router';
import { type TicketBox, type TicketListQuery, ticketCursorSchema, ticketListQuerySchema } from '@site/shared/tickets';

export type ListFilters = Pick<TicketListQuery, 'status' | 'q' | 'starred' | 'sort' | 'sla'>;

/**
 * The list's box, filters, order and page live in the URL (?box=incoming&status=new&q=...),
 * so reload, back and shared links keep them. A value the schema refuses is dropped.
 * Without ?box, `defaultBox` applies (agents start on their incoming work).
 */
export function useListParams(defaultBox: TicketBox) {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(params);
  // A cursor that is not one (an edited link) is dropped like any refused value: the page is then read by number.
  for (const key of ['after', 'before'] as const) if (raw[key] !== undefined && !ticketCursorSchema.safeParse(raw[key]).success) delete raw[key];
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

  const firstPage = { page: undefined, after: undefined, before: undefined };

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
        ...firstPage,
      }),
    clearFilters: () => update({ status: undefined, q: undefined, starred: undefined, sort: undefined, sla: undefined, ...firstPage }),
    hasFilters: Boolean(query.status || query.q || query.starred || query.sla),
  };
}

/** Where a page continues from: the row after which (next page) or before which (previous page) it is read. */
export type PageCursor = { after: string } | { before: string };

/**
 * The URL of page `n` of the list shown at `pathname` with `search`: its box and filters kept, page 1
 * without `?page`. With a cursor, the page is read from the row next to it; without, by its number.
 */
export function listPageHref(pathname: string, search: string, n: number, cursor?: PageCursor): string {
  const params = new URLSearchParams(search);
  if (n > 1) params.set('page', String(n));
  else params.delete('page');
  params.delete('after');
  params.delete('before');
  if (cursor) for (const [key, value] of Object.entries(cursor)) params.set(key, value);
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
