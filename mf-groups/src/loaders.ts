import type { PageLoaders, PageRequest } from '@site/shared/ssr';
import { SECTION_IDS, type Section } from '@site/shared/listings';
import { listingKey, offeringKey, statsKey } from './features/listings/api/get-listing';
import { listingsKey } from './features/listings/api/get-listings';
import { parseListQuery } from './features/listings/hooks/use-listing-query';

const id = ({ params }: PageRequest) => params.id ?? '';

/** What each page of a section reads on its first render; record pages also read the record for the layout. */
const sectionLoaders = (section: Section): PageLoaders => ({
  [section]: ({ url }: PageRequest) => [listingsKey(section, parseListQuery(new URL(url, 'http://page').searchParams))],
  [`${section}-details`]: (page: PageRequest) => [listingKey(section, id(page))],
  [`${section}-criteria`]: (page: PageRequest) => [listingKey(section, id(page))],
  [`${section}-stats`]: (page: PageRequest) => [listingKey(section, id(page)), statsKey(section, id(page))],
  [`${section}-product`]: (page: PageRequest) => [listingKey(section, id(page)), offeringKey(section, id(page), 'product', page.params.productId ?? '')],
  [`${section}-service`]: (page: PageRequest) => [listingKey(section, id(page)), offeringKey(section, id(page), 'service', page.params.serviceId ?? '')],
});

/** Route id -> the API paths the page reads on its first render (docs/server-rendering.md). */
export const LOADERS: PageLoaders = Object.assign(
  // Signed-in pages render in the browser only.
  { 'join-requests': () => [] },
  ...SECTION_IDS.map(sectionLoaders),
) as PageLoaders;
