import { z } from 'zod';
import { FACET_KEY, LISTING_QUERY_DEFAULTS, LISTING_SORTS, LISTING_STATUSES, LISTINGS_PAGE_SIZE } from './constants';

const facet = z.string().trim().max(60).regex(FACET_KEY).optional();
const price = z.coerce.number().int().min(0).max(10_000_000).optional();

/**
 * GET /api/{section}?q=&sort=&type=&category=&location=&status=&priceMin=&priceMax=&page=
 * The lists' pages read the same parameters from their address.
 */
export const listingQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(LISTING_SORTS).default(LISTING_QUERY_DEFAULTS.sort),
    type: facet,
    category: facet,
    location: facet,
    status: z.enum(LISTING_STATUSES).optional(),
    /** Listings offering at least one service whose SAR price range meets [priceMin, priceMax]. */
    priceMin: price,
    priceMax: price,
    page: z.coerce.number().int().min(1).max(10_000).default(LISTING_QUERY_DEFAULTS.page),
    pageSize: z.coerce.number().int().min(1).max(50).default(LISTINGS_PAGE_SIZE),
  })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, { path: ['priceMax'] });

export type ListingQuery = z.output<typeof listingQuerySchema>;
export type ListingQueryParams = z.input<typeof listingQuerySchema>;
