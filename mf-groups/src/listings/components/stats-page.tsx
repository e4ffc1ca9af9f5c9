import { lazy, Suspense, useEffect, useState } from 'react';
import { useLang } from '@site/shared/i18n';
import type { ListingDetail } from '@site/shared/listings/core';
import { Skeleton } from '@site/shared/ui/core';
import { useGroupsT } from '../../locales';
import { useListingStats } from '../api/get-listing';
import { LoadError } from './listings-status';
import { StatsTables } from './stats-tables';

// The chart library is loaded by this page only, and only in the browser (a canvas has nothing to render on the server).
const StatsCharts = lazy(() => import(/* webpackChunkName: "stats-charts" */ './stats-charts'));

/** Counts per status and the monthly trend of a record's requests. */
export function StatsPage({ listing }: { listing: ListingDetail }) {
  const { t } = useGroupsT();
  const lang = useLang();
  const { data, error, isValidating, mutate } = useListingStats(listing.section, listing.id);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (error && !isValidating) return <LoadError text={t('error.page')} onRetry={() => void mutate()} />;
  if (!data) return <div role="status"><span className="gr-visually-hidden">{t('detail.loading')}</span><Skeleton height="12rem" /></div>;
  return (
    <section className="gr-section gr-stats" aria-labelledby="gr-stats">
      <h2 id="gr-stats">{t('stats.heading')}</h2>
      {mounted && (
        <Suspense fallback={<Skeleton height="16rem" />}>
          <StatsCharts stats={data} lang={lang} />
        </Suspense>
      )}
      <StatsTables stats={data} lang={lang} />
    </section>
  );
}
