import type { PageLoader, PageRequest } from '@site/shared/ssr';
import type { Section } from '@site/shared/listings/core';
import { SECTION_PAGES, SECTION_ROUTES, type SectionPage, type SectionRouteId } from '@site/shared/routes';
import { listingKey, offeringKey, statsKey } from './api/get-listing';
import { listingsKey } from './api/get-listings';
import { listingQuerySchema } from '@site/shared/listings/query';
import { parseListQuery } from './hooks/list-query';

const id = ({ params }: PageRequest) => params.id ?? '';

/** What each page of a section reads on its first render; record pages also read the record for the layout. */
export function sectionLoaders<S extends Section>(section: S): Record<SectionRouteId<S>, PageLoader> {
  const loaders: Record<SectionPage, PageLoader> = {
    list: ({ url }) => [listingsKey(section, parseListQuery(new URL(url, 'http://page').searchParams, listingQuerySchema))],
    details: (page) => [listingKey(section, id(page))],
    criteria: (page) => [listingKey(section, id(page))],
    stats: (page) => [listingKey(section, id(page)), statsKey(section, id(page))],
    product: (page) => [listingKey(section, id(page)), offeringKey(section, id(page), 'product', page.params.productId ?? '')],
    service: (page) => [listingKey(section, id(page)), offeringKey(section, id(page), 'service', page.params.serviceId ?? '')],
  };
  // Re-keyed by the section's route ids, as sectionPages does.
  return Object.fromEntries(SECTION_PAGES.map((page) => [SECTION_ROUTES[section][page], loaders[page]])) as Record<SectionRouteId<S>, PageLoader>;
}
