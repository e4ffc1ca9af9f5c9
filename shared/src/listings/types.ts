import type { ListingStatus, OfferingKind, Section, StatStatus } from './constants';

/** A label in the request language with the stable key the filters use. */
export interface Facet {
  key: string;
  label: string;
}

export interface ListingSummary {
  id: string;
  section: Section;
  name: string;
  type: Facet;
  categories: Facet[];
  location: Facet;
  speciality: string;
  rating: number;
  membersCount: number;
  status: ListingStatus;
  createdAt: string;
  image: string;
}

export interface ListingFacets {
  types: Facet[];
  categories: Facet[];
  locations: Facet[];
}

export interface ListingPage {
  items: ListingSummary[];
  page: number;
  pageSize: number;
  total: number;
  facets: ListingFacets;
}

/** SAR; a fixed price has min = max. */
export interface Price {
  kind: 'fixed' | 'range';
  min: number;
  max: number;
  currency: 'SAR';
}

export interface OfferingSummary {
  id: string;
  kind: OfferingKind;
  name: string;
  summary: string;
  image: string | null;
  price: Price;
}

export interface Offering extends OfferingSummary {
  description: string;
  images: string[];
  /** The listing it belongs to, for the page's header and way back. */
  listing: { id: string; section: Section; name: string; status: ListingStatus };
}

export interface ContactChannels {
  phone?: string;
  email?: string;
  whatsapp?: string;
  website?: string;
}

export interface Audio {
  title: string;
  url: string;
  durationSeconds: number;
}

export interface ListingLink {
  id: string;
  section: Section;
  name: string;
}

export interface ListingDetail extends ListingSummary {
  about: string;
  manager: { name: string } | null;
  website: string | null;
  contacts: ContactChannels;
  criteria: string[];
  rules: string[];
  supportRate: number | null;
  commissionRate: number | null;
  audios: Audio[];
  /** Supporting members: country, available time, sections and specialities. */
  profile: { label: string; value: string }[];
  products: OfferingSummary[];
  services: OfferingSummary[];
  /** A supporting member's support services, or the members offering a support service. */
  related: ListingLink[];
}

export interface StatsMonth {
  month: string;
  counts: Record<StatStatus, number>;
}

export interface ListingStats {
  totals: Record<StatStatus, number>;
  months: StatsMonth[];
}
