import { use, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { listQueryParams, type ListQuery } from '../api/get-listings';
import { loadListQuerySchema, NO_SCHEMA, parseListQuery, type ListQuerySchema } from './list-query';

export type Filters = Partial<Pick<ListQuery, 'sort' | 'type' | 'category' | 'location' | 'status' | 'priceMin' | 'priceMax'>>;


/**
 * The list query lives in the URL (`?q=&sort=&type=&category=&location=&status=&priceMin=&priceMax=&page=`),
 * so a filtered list can be shared, reloaded and undone with the back button.
 */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  // No schema for an address without a query; otherwise the render waits until it has loaded.
  const schema: Promise<ListQuerySchema | null> = params.size === 0 ? NO_SCHEMA : loadListQuerySchema();
  const query = parseListQuery(params, use(schema));

  const update = useCallback(
    (change: Partial<ListQuery>, replace = false) => {
      // Any new search or filter starts from its first page; the current query is read with the schema.
      // It is read from the address itself: the router's `prev` is the one of the last render, so a
      // second choice made before the list re-rendered with the first would drop the first.
      void loadListQuerySchema().then((schema) => {
        const current = new URLSearchParams(window.location.search);
        setParams(listQueryParams({ ...parseListQuery(current, schema), ...change, page: 1 }), { replace });
      });
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
