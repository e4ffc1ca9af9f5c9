import type { ReactNode } from 'react';
import type { ListingDetail } from '@site/shared/listings/core';
import { useGroupsT } from '../../locales';

/** The join conditions and rules, and the way to ask to join where the section has one (`join`: groups). */
export function CriteriaPage({ listing, join }: { listing: ListingDetail; join?: ReactNode }) {
  const { t } = useGroupsT();
  return (
    <>
      <section className="gr-section" aria-labelledby="gr-conditions">
        <h2 id="gr-conditions">{t('criteria.conditions')}</h2>
        <ol className="gr-list">{listing.criteria.map((c) => <li key={c}>{c}</li>)}</ol>
      </section>
      <section className="gr-section" aria-labelledby="gr-rules">
        <h2 id="gr-rules">{t('criteria.rules')}</h2>
        <ul className="gr-list">{listing.rules.map((r) => <li key={r}>{r}</li>)}</ul>
      </section>
      {join !== undefined && (
        <section className="gr-section" id="join" aria-label={t('detail.join')}>
          {listing.status === 'closed' ? <p role="note">{t('detail.joinClosed')}</p> : join}
        </section>
      )}
    </>
  );
}
