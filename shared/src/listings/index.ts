// Named re-exports only: the API loads this source through tsx's ESM loader.
export {
  SECTIONS, SECTION_IDS, sectionInfo, LISTING_SORTS, LISTING_STATUSES, OFFERING_KINDS, STAT_STATUSES, LISTINGS_PAGE_SIZE, LISTING_QUERY_DEFAULTS, FACET_KEY,
  type Section, type ListingSort, type ListingStatus, type OfferingKind, type StatStatus,
  type ListingQuery, type ListingQueryParams,
  type Facet, type ListingSummary, type ListingFacets, type ListingPage, type Price, type OfferingSummary, type Offering, type ContactChannels, type Audio, type ListingLink,
  type ListingDetail, type StatsMonth, type ListingStats,
  JOIN_LIMITS, JOIN_STATUSES, JOIN_DECISIONS, JOIN_REQUEST_TOPIC, joinRequestTopic, JOIN_EVENTS,
  type JoinStatus, type JoinRequestImage, type JoinRequest,
  TENANT_SECTIONS, TENANT_PATH, tenantHome, bareHost, type TenantSite, type CurrentTenant,
} from './core';
export { listingQuerySchema } from './schemas';
export { joinRequestSchema, joinDecisionSchema, type JoinRequestInput } from './join';
