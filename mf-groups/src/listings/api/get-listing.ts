import { useApi } from '@site/shared/api';
import { sectionInfo, type ListingDetail, type ListingStats, type Offering, type OfferingKind, type Section } from '@site/shared/listings/core';

const base = (section: Section, id: string) => `${sectionInfo(section).api}/${encodeURIComponent(id)}`;

export const listingKey = (section: Section, id: string) => base(section, id);
export const statsKey = (section: Section, id: string) => `${base(section, id)}/stats`;
export const offeringKey = (section: Section, id: string, kind: OfferingKind, offeringId: string) =>
  `${base(section, id)}/${kind}s/${encodeURIComponent(offeringId)}`;

export const useListing = (section: Section, id: string) => useApi<ListingDetail>(listingKey(section, id));
export const useListingStats = (section: Section, id: string) => useApi<ListingStats>(statsKey(section, id));
export const useOffering = (section: Section, id: string, kind: OfferingKind, offeringId: string) =>
  useApi<Offering>(offeringKey(section, id, kind, offeringId));
