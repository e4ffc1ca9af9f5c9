import { LISTING_QUERY_DEFAULTS } from '@site/shared/listings/core';
import type { listingQuerySchema } from '@site/shared/listings/query';
import type { ListQuery } from '../api/get-listings';

export type ListQuerySchema = typeof listingQuerySchema;

/**
 * A promise marked settled the way React's `use` reads it (`status`, `value`): a render that
 * reads one that has settled goes on at once instead of suspending for a turn.
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const settled = <T>(promise: Tracked<T>, value: T) => Object.assign(promise, { status: 'fulfilled' as const, value });

let loading: Tracked<ListQuerySchema> | null = null;

/**
 * The list query's schema, from a chunk of its own: it brings zod, which a list whose address
 * carries no query does not need, so the page's first load does not carry it.
 */
export function loadListQuerySchema(): Tracked<ListQuerySchema> {
  const promise: Tracked<ListQuerySchema> = (loading ??= import('@site/shared/listings/query').then(({ listingQuerySchema }) => {
    void settled(promise, listingQuerySchema);
    return listingQuerySchema;
  }));
  return promise;
}

/** What an address without a query is parsed with: nothing (its defaults). */
export const NO_SCHEMA: Tracked<null> = settled(Promise.resolve(null), null);

/**
 * The list query an address asks for: the hook's and the server render's. A parameter the API
 * would refuse is dropped, so a hand-edited address still shows a list. An address without a
 * query is the defaults, without the schema.
 */
export function parseListQuery(params: URLSearchParams, schema: ListQuerySchema | null): ListQuery {
  if (params.size === 0 || !schema) return { ...LISTING_QUERY_DEFAULTS };
  const raw = Object.fromEntries(params);
  const parsed = schema.safeParse(raw);
  if (parsed.success) {
    const { pageSize: _pageSize, ...query } = parsed.data;
    return query;
  }
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([name]) => !bad.has(name) && !(bad.has('priceMax') && name === 'priceMin')));
  const retry = schema.safeParse(kept);
  const { pageSize: _pageSize, ...query } = retry.success ? retry.data : schema.parse({});
  return query;
}
