import { z } from 'zod';

/**
 * The desk reports: per department, agent or week of a period, tickets raised and solved, the
 * business hours to the first answer and to resolution (median and 90th percentile), the share
 * that met their service-level targets, and the clients' ratings. Every figure counts the tickets
 * whose event fell in the period: raised in it, first answered in it, or solved in it.
 */
export const REPORT_GROUPS = ['department', 'agent', 'week'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(value)));

/** GET /api/reports/tickets and /api/reports/tickets.csv: days in the company's time zone, `to` included. */
export const ticketReportQuerySchema = z
  .object({ from: isoDate, to: isoDate, by: z.enum(REPORT_GROUPS).default('department') })
  .refine((q) => q.from <= q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, { path: ['to'], message: 'period' });

export type TicketReportQuery = z.output<typeof ticketReportQuerySchema>;

/** Business milliseconds: the middle value and the one 90 % of tickets stay under. */
export interface Spread {
  median: number | null;
  p90: number | null;
}

export interface ReportRow {
  /** A department, an agent's id (null: unassigned) or a week's first day (Sunday, YYYY-MM-DD). */
  key: string | null;
  /** An agent's name; the portal names departments and weeks in the reader's language. */
  name: string | null;
  created: number;
  solved: number;
  firstResponse: Spread;
  resolution: Spread;
  /** Shares 0–1 of first answers and of resolutions within their target; null when none. */
  firstResponseMet: number | null;
  resolutionMet: number | null;
  /** Mean of the ratings given on the period's solved tickets (1–5); null when none. */
  satisfaction: number | null;
  ratings: number;
}

export interface TicketReport {
  from: string;
  to: string;
  by: ReportGroup;
  rows: ReportRow[];
  total: ReportRow;
}

/** The quarter a day falls in, as a report period (the reports page opens on the current one). */
export function quarterOf(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / 3) * 3;
  const last = new Date(Date.UTC(year, first + 3, 0));
  return { from: `${year}-${String(first + 1).padStart(2, '0')}-01`, to: last.toISOString().slice(0, 10) };
}
