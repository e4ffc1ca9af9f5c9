// The list query's zod schema on its own: the browser loads it when an address carries a query
// (the groups remote, hooks/list-query.ts), not with the page's first load.
export { listingQuerySchema, type ListingQuery, type ListingQueryParams } from './schemas';
