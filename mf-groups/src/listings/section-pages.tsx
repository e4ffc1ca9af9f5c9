import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ListingDetail, Section } from '@site/shared/listings';
import { SECTION_PAGES, SECTION_ROUTES, type SectionPage, type SectionRouteId } from '@site/shared/routes';
import { CriteriaPage } from './components/criteria-page';
import { DetailsPage } from './components/details-page';
import { ListingLayout } from './components/listing-layout';
import { ListingsPage } from './components/listings-page';
import { OfferingPage } from './components/offering-page';
import { StatsPage } from './components/stats-page';

type RecordTab = (listing: ListingDetail, params: Record<string, string | undefined>) => ReactNode;

function RecordPage({ section, tab }: { section: Section; tab: RecordTab }) {
  const params = useParams();
  return <ListingLayout section={section} id={params.id ?? ''}>{(listing) => tab(listing, params)}</ListingLayout>;
}

/** What a section adds to the shared pages: the way to join from the criteria page (groups only). */
export interface SectionOptions {
  join?: (listing: ListingDetail) => ReactNode;
}

/**
 * A section's pages by route id: its list, and each record page inside the record's layout
 * (header, tabs). The keys are the section's row of SECTION_ROUTES, so the remote's page map,
 * typed by the route table, fails the type check when a section lacks a page.
 */
export function sectionPages<S extends Section>(section: S, options: SectionOptions = {}): Record<SectionRouteId<S>, ReactNode> {
  const record = (tab: RecordTab) => <RecordPage key={section} section={section} tab={tab} />;
  const pages: Record<SectionPage, ReactNode> = {
    list: <ListingsPage key={section} section={section} />,
    details: record((listing) => <DetailsPage listing={listing} />),
    criteria: record((listing) => <CriteriaPage listing={listing} join={options.join?.(listing)} />),
    stats: record((listing) => <StatsPage listing={listing} />),
    product: record((listing, p) => <OfferingPage key={p.productId} listing={listing} kind="product" offeringId={p.productId ?? ''} />),
    service: record((listing, p) => <OfferingPage key={p.serviceId} listing={listing} kind="service" offeringId={p.serviceId ?? ''} />),
  };
  // The one step the compiler cannot follow: re-keying by the section's ids, one per page.
  return Object.fromEntries(SECTION_PAGES.map((page) => [SECTION_ROUTES[section][page], pages[page]])) as Record<SectionRouteId<S>, ReactNode>;
}
