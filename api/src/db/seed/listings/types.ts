import type { FacetText, LocalText } from '../../schema/index.js';

/** One seeded directory record; children (offerings, audios, stats) are derived from it. */
export interface ListingSeed {
  slug: string;
  name: LocalText;
  type: FacetText;
  categories: FacetText[];
  location: FacetText;
  speciality: LocalText;
  about: LocalText;
  rating: number;
  membersCount: number;
  status: 'open' | 'closed';
  image: string;
  website: string | null;
  ageDays: number;
  criteria: LocalText[];
  rules: LocalText[];
  /** Managed by the demo manager account. */
  managed?: boolean;
  profile?: Array<{ label: LocalText; value: LocalText }>;
  /** Supporting members: slugs of the support services they offer. */
  offers?: string[];
}
