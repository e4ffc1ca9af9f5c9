import type { ReportRow, TicketReport } from '@site/shared/tickets';
import { useTicketsT } from '../../../locales';
import { useFigures, useGroupName } from './report-figures';

/** Every figure of the report, one row per group and the total: what the charts draw, for every reader. */
export function ReportTable({ report }: { report: TicketReport }) {
  const { t } = useTicketsT();
  const name = useGroupName(report);
  const f = useFigures();
  const cells = (row: ReportRow) => [
    f.count(row.created), f.count(row.solved), f.hours(row.firstResponse.median), f.hours(row.firstResponse.p90),
    f.hours(row.resolution.median), f.hours(row.resolution.p90), f.percent(row.firstResponseMet), f.percent(row.resolutionMet),
    f.rating(row.satisfaction), f.count(row.ratings),
  ];
  const columns = ['created', 'solved', 'firstResponseMedian', 'firstResponseP90', 'resolutionMedian', 'resolutionP90', 'firstResponseMet', 'resolutionMet', 'satisfaction', 'ratings'] as const;
  return (
    <div className="rp-table-wrap" tabIndex={0} role="region" aria-labelledby="rp-table-caption">
      <table className="rp-table">
        <caption id="rp-table-caption">{t('reports.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`reports.groups.${report.by}`)}</th>
            {columns.map((c) => <th key={c} scope="col">{t(`reports.columns.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key ?? 'none'}>
              <th scope="row"><bdi>{name(row)}</bdi></th>
              {cells(row).map((value, i) => <td key={columns[i]}>{value}</td>)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports.total')}</th>
            {cells(report.total).map((value, i) => <td key={columns[i]}>{value}</td>)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
