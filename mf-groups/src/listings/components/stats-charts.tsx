import { useEffect, useMemo, useRef } from 'react';
import {
  BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip,
  type ChartConfiguration, type ChartType,
} from 'chart.js';
import { LANG_META, type Lang } from '@site/shared/lang';
import { STAT_STATUSES, type ListingStats } from '@site/shared/listings/core';
import { useGroupsT } from '../../locales';
import { monthLabel } from './stats-tables';

// Only the parts the two charts use, so the chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

/** One colour per status, distinguishable on light and dark backgrounds. */
const COLOURS = ['#d97706', '#2563eb', '#059669', '#6b7280', '#dc2626', '#9333ea', '#0d9488', '#db2777'];

function CanvasChart<T extends ChartType>({ label, config }: { label: string; config: ChartConfiguration<T> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="gr-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

/**
 * Counts per status (bars) and the monthly trend (lines). In Arabic the axes run right to left,
 * the value axis sits on the right and the figures use Arabic digits (the locale's Intl format).
 * The tables beside them carry the same figures for screen readers.
 */
export default function StatsCharts({ stats, lang }: { stats: ListingStats; lang: Lang }) {
  const { t } = useGroupsT();
  // Built once per figures and language: a new configuration redraws the chart.
  const { bars, lines } = useMemo(() => {
    const rtl = LANG_META[lang].dir === 'rtl';
    const locale = LANG_META[lang].intl;
    const labels = STAT_STATUSES.map((s) => t(`stats.statuses.${s}`));
    const axes = {
      x: { reverse: rtl },
      y: { position: rtl ? ('right' as const) : ('left' as const), beginAtZero: true },
    };
    const plugins = { legend: { rtl, textDirection: rtl ? 'rtl' : 'ltr' }, tooltip: { rtl, textDirection: rtl ? 'rtl' : 'ltr' } };

    const bars: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: { labels, datasets: [{ label: t('stats.count'), data: STAT_STATUSES.map((s) => stats.totals[s]), backgroundColor: COLOURS }] },
      options: { locale, responsive: true, maintainAspectRatio: false, scales: axes, plugins: { ...plugins, legend: { display: false } } },
    };
    const lines: ChartConfiguration<'line'> = {
      type: 'line',
      data: {
        labels: stats.months.map((m) => monthLabel(m.month, lang)),
        datasets: STAT_STATUSES.map((s, i) => ({
          label: labels[i]!, data: stats.months.map((m) => m.counts[s]), borderColor: COLOURS[i], backgroundColor: COLOURS[i], tension: 0.3,
        })),
      },
      options: { locale, responsive: true, maintainAspectRatio: false, scales: axes, plugins },
    };
    return { bars, lines };
  }, [stats, lang, t]);

  return (
    <div className="gr-charts">
      <figure className="gr-figure">
        <figcaption>{t('stats.totalsChart')}</figcaption>
        <CanvasChart label={t('stats.totalsChart')} config={bars} />
      </figure>
      <figure className="gr-figure">
        <figcaption>{t('stats.trendChart')}</figcaption>
        <CanvasChart label={t('stats.trendChart')} config={lines} />
      </figure>
    </div>
  );
}
