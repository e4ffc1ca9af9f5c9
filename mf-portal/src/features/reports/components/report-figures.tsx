import { formatDate, formatNumber, useLang } from '@site/shared/i18n';
import type { ReportRow, TicketReport } from '@site/shared/tickets';
import { useTicketsT } from '../../../locales';

const HOUR = 3_600_000;

/** A group's name in the page's language: a department, an agent (or unassigned), a week. */
export function useGroupName(report: TicketReport) {
  const { t } = useTicketsT();
  const lang = useLang();
  return (row: ReportRow) => {
    if (report.by === 'department') return t(`departments.${row.key}`);
    if (report.by === 'agent') return row.name ?? t('reports.unassigned');
    return t('reports.weekOf', { date: formatDate(`${row.key}T12:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' }) });
  };
}

/** Figures in the page's digits: hours with one decimal, shares in percent, blanks as a dash. */
export function useFigures() {
  const lang = useLang();
  const dash = '–';
  return {
    hours: (ms: number | null) => (ms === null ? dash : formatNumber(ms / HOUR, lang, { maximumFractionDigits: 1 })),
    percent: (share: number | null) => (share === null ? dash : formatNumber(share, lang, { style: 'percent', maximumFractionDigits: 0 })),
    count: (n: number) => formatNumber(n, lang),
    rating: (value: number | null) => (value === null ? dash : formatNumber(value, lang, { maximumFractionDigits: 1 })),
  };
}
