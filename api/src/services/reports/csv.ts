import type { Lang } from '@site/shared/lang';
import type { ReportRow, TicketReport } from '@site/shared/tickets';
import { t } from '../../i18n/index.js';

/** Excel takes a file as UTF-8 (Arabic included) only when it starts with the byte-order mark. */
export const UTF8_BOM = '\uFEFF';

const HOUR = 3_600_000;
const hours = (ms: number | null) => (ms === null ? '' : (ms / HOUR).toFixed(2));
const percent = (share: number | null) => (share === null ? '' : (share * 100).toFixed(1));
const cell = (value: string | number) => {
  const text = String(value);
  // Quoted when needed; a leading = + - @ is neutralised so no cell runs as a formula.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A group's name in the reader's language. */
export function groupName(report: TicketReport, row: ReportRow, lang: Lang, total = false): string {
  if (total) return t(lang, 'tickets.reports.total');
  if (report.by === 'department') return t(lang, `tickets.departments.${row.key}`);
  if (report.by === 'agent') return row.name ?? t(lang, 'tickets.reports.unassigned');
  return row.key ?? '';
}

const COLUMNS = ['created', 'solved', 'firstResponseMedian', 'firstResponseP90', 'resolutionMedian', 'resolutionP90', 'firstResponseMet', 'resolutionMet', 'satisfaction', 'ratings'] as const;

/**
 * The report as CSV in the reader's language: a BOM, a header, one line per group and the total;
 * times in business hours and shares in percent with Latin digits, so Excel reads them as numbers.
 */
export function reportCsv(report: TicketReport, lang: Lang): string {
  const head = [t(lang, `tickets.reports.groups.${report.by}`), ...COLUMNS.map((c) => t(lang, `tickets.reports.columns.${c}`))];
  const line = (row: ReportRow, total = false) => [
    groupName(report, row, lang, total), row.created, row.solved, hours(row.firstResponse.median), hours(row.firstResponse.p90),
    hours(row.resolution.median), hours(row.resolution.p90), percent(row.firstResponseMet), percent(row.resolutionMet),
    row.satisfaction === null ? '' : row.satisfaction.toFixed(2), row.ratings,
  ];
  const lines = [head, ...report.rows.map((row) => line(row)), line(report.total, true)];
  return UTF8_BOM + lines.map((values) => values.map(cell).join(',')).join('\r\n') + '\r\n';
}
