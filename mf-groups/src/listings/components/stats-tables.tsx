import { formatDate, formatNumber } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';
import { STAT_STATUSES, type ListingStats } from '@site/shared/listings/core';
import { useGroupsT } from '../../locales';

export const monthLabel = (month: string, lang: Lang) => formatDate(`${month}T00:00:00Z`, lang, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The figures behind the charts, as tables: what a screen reader or a text browser reads. */
export function StatsTables({ stats, lang }: { stats: ListingStats; lang: Lang }) {
  const { t } = useGroupsT();
  return (
    <>
      <table className="gr-table">
        <caption>{t('stats.totalsTable')}</caption>
        <thead><tr><th scope="col">{t('stats.status')}</th><th scope="col">{t('stats.count')}</th></tr></thead>
        <tbody>
          {STAT_STATUSES.map((s) => (
            <tr key={s}><th scope="row">{t(`stats.statuses.${s}`)}</th><td>{formatNumber(stats.totals[s], lang)}</td></tr>
          ))}
        </tbody>
      </table>
      <div className="gr-table-scroll" role="region" aria-label={t('stats.monthlyTable')} tabIndex={0}>
        <table className="gr-table">
          <caption>{t('stats.monthlyTable')}</caption>
          <thead>
            <tr><th scope="col">{t('stats.month')}</th>{STAT_STATUSES.map((s) => <th scope="col" key={s}>{t(`stats.statuses.${s}`)}</th>)}</tr>
          </thead>
          <tbody>
            {stats.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month, lang)}</th>
                {STAT_STATUSES.map((s) => <td key={s}>{formatNumber(m.counts[s], lang)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
