import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { listingQuerySchema } from '@site/shared/listings';
import { listQueryParams, type ListQuery } from '../api/get-listings';

export type Filters = Partial<Pick<ListQuery, 'sort' | 'type' | 'category' | 'location' | 'status' | 'priceMin' | 'priceMax'>>;

/**
 * The list query an address asks for: the hook's and the server render's. A parameter the API
 * would refuse is dropped, so a hand-edited address still shows a list.
 */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const raw = Object.fromEntries(params);
  const parsed = listingQuerySchema.safeParse(raw);
  if (parsed.success) {
    const { pageSize: _pageSize, ...query } = parsed.data;
    return query;
  }
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([name]) => !bad.has(name) && !(bad.has('priceMax') && name === 'priceMin')));
  const retry = listingQuerySchema.safeParse(kept);
  const { pageSize: _pageSize, ...query } = retry.success ? retry.data : listingQuerySchema.parse({});
  return query;
}

/**
 * The list query lives in the URL (`?q=&sort=&type=&category=&location=&status=&priceMin=&priceMax=&page=`),
 * so a filtered list can be shared, reloaded and undone with the back button.
 */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);

  const update = useCallback(
    (change: Partial<ListQuery>, replace = false) => {
      // Any new search or filter starts from its first page.
      setParams((prev) => listQueryParams({ ...parseListQuery(prev), ...change, page: 1 }), { replace });
    },
    [setParams],
  );

  // Typing should not leave one history entry per pause.
  const setSearch = useCallback((q: string) => update({ q: q.trim() || undefined }, true), [update]);
  const setFilters = useCallback((change: Filters) => update(change), [update]);
  const clearFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  /** The `search` string of the link to another page, keeping the current query. */
  const pageSearch = useCallback(
    (page: number) => {
      const search = listQueryParams({ ...query, page }).toString();
      return search ? `?${search}` : '';
    },
    [query],
  );

  return { query, setSearch, setFilters, clearFilters, pageSearch };
}
