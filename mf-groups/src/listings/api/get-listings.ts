import { useApi } from '@site/shared/api';
import { LISTING_QUERY_DEFAULTS, sectionInfo, type ListingPage, type ListingQuery, type Section } from '@site/shared/listings/core';

/** The list query as the URL holds it: defaults are left out, so equal queries share one key. */
export type ListQuery = Pick<ListingQuery, 'page' | 'sort'> & Partial<Omit<ListingQuery, 'page' | 'sort' | 'pageSize'>>;

export function listQueryParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | number | undefined]> = [
    ['q', query.q?.trim() || undefined],
    ['sort', query.sort === LISTING_QUERY_DEFAULTS.sort ? undefined : query.sort],
    ['type', query.type],
    ['category', query.category],
    ['location', query.location],
    ['status', query.status],
    ['priceMin', query.priceMin],
    ['priceMax', query.priceMax],
    ['page', query.page > LISTING_QUERY_DEFAULTS.page ? query.page : undefined],
  ];
  for (const [name, value] of entries) if (value !== undefined && value !== '') params.set(name, String(value));
  return params;
}

/** The cache key is the request path, so each page and filter set caches on its own. */
export function listingsKey(section: Section, query: ListQuery): string {
  const params = listQueryParams(query);
  params.set('page', String(query.page));
  return `${sectionInfo(section).api}?${params.toString()}`;
}

/** Keeps the current cards on screen while another page or filter loads. */
export const useListings = (section: Section, query: ListQuery) => useApi<ListingPage>(listingsKey(section, query), { keepPreviousData: true });
