/**
 * The three directory sections. Each has the same pages (list, details, criteria, stats,
 * product, service); `route` is its route-table base, `api` its API path.
 */
export const SECTIONS = [
  { id: 'groups', route: 'groups', api: '/groups' },
  { id: 'supporting-members', route: 'supporting_members', api: '/supporting-members' },
  { id: 'support-services', route: 'support_services', api: '/support-services' },
] as const;

export type Section = (typeof SECTIONS)[number]['id'];
export const SECTION_IDS = SECTIONS.map((s) => s.id) as [Section, ...Section[]];
export const sectionInfo = (id: Section) => SECTIONS.find((s) => s.id === id)!;

export const LISTING_SORTS = ['newest', 'rating', 'members', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_STATUSES = ['open', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const OFFERING_KINDS = ['product', 'service'] as const;
export type OfferingKind = (typeof OFFERING_KINDS)[number];

/** The statuses a listing's statistics count, per month. */
export const STAT_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled', 'delayed', 'rejected', 'approved', 'new'] as const;
export type StatStatus = (typeof STAT_STATUSES)[number];

export const LISTINGS_PAGE_SIZE = 9;
/** What a list query is when its address says nothing: the schema's defaults, and what an address leaves out. */
export const LISTING_QUERY_DEFAULTS = { sort: 'newest', page: 1 } as const satisfies { sort: ListingSort; page: number };
/** Filter values are slugs: lower-case words joined by hyphens. */
export const FACET_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
