// Everything of the listings but their zod schemas: what the browser needs to show a list or a
// record, so a page's first load carries no zod (the schemas: `@site/shared/listings/query`, and
// the index for the API). Named re-exports only: the API loads this source through tsx's ESM loader.
export {
  SECTIONS, SECTION_IDS, sectionInfo, LISTING_SORTS, LISTING_STATUSES, OFFERING_KINDS, STAT_STATUSES, LISTINGS_PAGE_SIZE, LISTING_QUERY_DEFAULTS, FACET_KEY,
  type Section, type ListingSort, type ListingStatus, type OfferingKind, type StatStatus,
} from './constants';
export type { ListingQuery, ListingQueryParams } from './schemas';
export type {
  Facet, ListingSummary, ListingFacets, ListingPage, Price, OfferingSummary, Offering, ContactChannels, Audio, ListingLink,
  ListingDetail, StatsMonth, ListingStats,
} from './types';
export {
  JOIN_LIMITS, JOIN_STATUSES, JOIN_DECISIONS, JOIN_REQUEST_TOPIC, joinRequestTopic, JOIN_EVENTS,
  type JoinStatus, type JoinRequestImage, type JoinRequest,
} from './join-request';
export { TENANT_SECTIONS, TENANT_PATH, tenantHome, bareHost, type TenantSite, type CurrentTenant } from './tenant';
