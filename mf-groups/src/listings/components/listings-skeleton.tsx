import { useGroupsT } from '../../locales';
import type { Section } from '@site/shared/listings/core';
import './listing-card.css';

const PLACEHOLDERS = 6;

/** Card-shaped placeholders keep the layout still while the first page loads. */
export function ListingsSkeleton({ section }: { section: Section }) {
  const { t } = useGroupsT();
  return (
    <div role="status">
      <span className="gr-visually-hidden">{t(`sections.${section}.loading`)}</span>
      <ul className="gr-grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i} className="gr-card gr-card--skeleton">
            <span className="gr-skel gr-skel--title" />
            <span className="gr-skel gr-skel--short" />
            <span className="gr-skel" />
            <span className="gr-skel" />
            <span className="gr-skel gr-skel--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
