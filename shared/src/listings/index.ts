// Named re-exports only: the API loads this source through tsx's ESM loader.
export {
  SECTIONS, SECTION_IDS, sectionInfo, LISTING_SORTS, LISTING_STATUSES, OFFERING_KINDS, STAT_STATUSES, LISTINGS_PAGE_SIZE, FACET_KEY,
  type Section, type ListingSort, type ListingStatus, type OfferingKind, type StatStatus,
} from './constants';
export { listingQuerySchema, type ListingQuery, type ListingQueryParams } from './schemas';
export type {
  Facet, ListingSummary, ListingFacets, ListingPage, Price, OfferingSummary, Offering, ContactChannels, Audio, ListingLink,
  ListingDetail, StatsMonth, ListingStats,
} from './types';
export {
  JOIN_LIMITS, JOIN_STATUSES, JOIN_DECISIONS, joinRequestSchema, joinDecisionSchema, JOIN_REQUEST_TOPIC, joinRequestTopic, JOIN_EVENTS,
  type JoinStatus, type JoinRequestInput, type JoinRequestImage, type JoinRequest,
} from './join';
export { TENANT_SECTIONS, TENANT_PATH, tenantHome, bareHost, type TenantSite, type CurrentTenant } from './tenant';
