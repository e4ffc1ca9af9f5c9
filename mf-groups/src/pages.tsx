import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { SECTION_IDS, type ListingDetail, type Section } from '@site/shared/listings';
import { JoinForm } from './features/join/components/join-form';
import { JoinRequestsPage } from './features/join/components/join-requests-page';
import { CriteriaPage } from './features/listings/components/criteria-page';
import { DetailsPage } from './features/listings/components/details-page';
import { ListingLayout } from './features/listings/components/listing-layout';
import { ListingsPage } from './features/listings/components/listings-page';
import { OfferingPage } from './features/listings/components/offering-page';
import { StatsPage } from './features/listings/components/stats-page';

type SubPage = (listing: ListingDetail, params: Record<string, string | undefined>) => ReactNode;

const SUB_PAGES: Record<string, SubPage> = {
  details: (listing) => <DetailsPage listing={listing} />,
  criteria: (listing) => <CriteriaPage listing={listing} join={<JoinForm group={listing} />} />,
  stats: (listing) => <StatsPage listing={listing} />,
  product: (listing, p) => <OfferingPage key={p.productId} listing={listing} kind="product" offeringId={p.productId ?? ''} />,
  service: (listing, p) => <OfferingPage key={p.serviceId} listing={listing} kind="service" offeringId={p.serviceId ?? ''} />,
};

function RecordPage({ section, page }: { section: Section; page: SubPage }) {
  const params = useParams();
  return <ListingLayout section={section} id={params.id ?? ''}>{(listing) => page(listing, params)}</ListingLayout>;
}

/**
 * Route id (from @site/shared/routes) -> page: each section's list, and its record pages inside
 * the record layout. A test checks every mf-groups route has one.
 */
export const PAGES: Record<string, ReactNode> = Object.fromEntries<ReactNode>([
  ['join-requests', <JoinRequestsPage key="join-requests" />],
  ...SECTION_IDS.flatMap((section): Array<[string, ReactNode]> => [
    [section, <ListingsPage key={section} section={section} />],
    ...Object.entries(SUB_PAGES).map(([name, page]): [string, ReactNode] => [`${section}-${name}`, <RecordPage key={section} section={section} page={page} />]),
  ]),
]);
