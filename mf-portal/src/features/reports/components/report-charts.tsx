import type { TicketReport } from '@site/shared/tickets';
import { useTicketsT } from '../../../locales';
import { useFigures, useGroupName } from './report-figures';

interface Series {
  label: string;
  values: number[];
  format: (value: number) => string;
}

/**
 * Grouped horizontal bars, drawn with plain HTML so they follow the page's direction (bars grow
 * from the right in Arabic) and its digits. Like the statistics pages, each chart is one image to
 * assistive technology, named by its caption; the table below carries the same figures.
 */
function BarChart({ caption, groups, series }: { caption: string; groups: string[]; series: Series[] }) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  return (
    <figure className="rp-figure">
      <figcaption>{caption}</figcaption>
      <div className="rp-chart" role="img" aria-label={caption}>
        {groups.map((group, g) => (
          <div className="rp-chart-group" key={group}>
            <span className="rp-chart-label"><bdi>{group}</bdi></span>
            {series.map((s, i) => (
              <span className="rp-chart-row" key={s.label}>
                <span className={`rp-bar rp-bar--${i}`} style={{ inlineSize: `${(s.values[g]! / max) * 100}%` }} />
                <span className="rp-chart-value">{s.format(s.values[g]!)}</span>
              </span>
            ))}
          </div>
        ))}
      </div>
      <ul className="rp-legend" aria-hidden="true">
        {series.map((s, i) => <li key={s.label}><span className={`rp-swatch rp-bar--${i}`} />{s.label}</li>)}
      </ul>
    </figure>
  );
}

export function ReportCharts({ report }: { report: TicketReport }) {
  const { t } = useTicketsT();
  const name = useGroupName(report);
  const f = useFigures();
  const groups = report.rows.map(name);
  const hours = (ms: number | null) => (ms ?? 0) / 3_600_000;
  return (
    <div className="rp-charts">
      <BarChart
        caption={t('reports.charts.created')}
        groups={groups}
        series={[
          { label: t('reports.columns.created'), values: report.rows.map((r) => r.created), format: f.count },
          { label: t('reports.columns.solved'), values: report.rows.map((r) => r.solved), format: f.count },
        ]}
      />
      <BarChart
        caption={t('reports.charts.times')}
        groups={groups}
        series={[
          { label: t('reports.columns.firstResponseMedian'), values: report.rows.map((r) => hours(r.firstResponse.median)), format: (v) => f.hours(v * 3_600_000) },
          { label: t('reports.columns.resolutionMedian'), values: report.rows.map((r) => hours(r.resolution.median)), format: (v) => f.hours(v * 3_600_000) },
        ]}
      />
      <BarChart
        caption={t('reports.charts.compliance')}
        groups={groups}
        series={[
          { label: t('reports.columns.firstResponseMet'), values: report.rows.map((r) => (r.firstResponseMet ?? 0) * 100), format: (v) => f.percent(v / 100) },
          { label: t('reports.columns.resolutionMet'), values: report.rows.map((r) => (r.resolutionMet ?? 0) * 100), format: (v) => f.percent(v / 100) },
        ]}
      />
    </div>
  );
}
