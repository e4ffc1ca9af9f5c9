import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ListingDetail, Section } from '@site/shared/listings/core';
import type { SectionPage } from '@site/shared/routes';
import { CriteriaPage } from './criteria-page';
import { DetailsPage } from './details-page';
import { ListingLayout } from './listing-layout';
import { OfferingPage } from './offering-page';
import { StatsPage } from './stats-page';

export type RecordPageKind = Exclude<SectionPage, 'list'>;

export interface RecordPageProps {
  section: Section;
  page: RecordPageKind;
  /** The way to join from the criteria page (groups only). */
  join?: (listing: ListingDetail) => ReactNode;
}

/** A record's page inside the record's layout (header, tabs): the tab the address names. */
export function RecordPage({ section, page, join }: RecordPageProps) {
  const params = useParams();
  const tab = (listing: ListingDetail) => {
    switch (page) {
      case 'details':
        return <DetailsPage listing={listing} />;
      case 'criteria':
        return <CriteriaPage listing={listing} join={join?.(listing)} />;
      case 'stats':
        return <StatsPage listing={listing} />;
      case 'product':
        return <OfferingPage key={params.productId} listing={listing} kind="product" offeringId={params.productId ?? ''} />;
      case 'service':
        return <OfferingPage key={params.serviceId} listing={listing} kind="service" offeringId={params.serviceId ?? ''} />;
    }
  };
  return <ListingLayout section={section} id={params.id ?? ''}>{tab}</ListingLayout>;
}
