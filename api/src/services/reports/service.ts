import { type BusinessCalendar, COMPANY_CALENDAR, dayNumber, dayStart } from '@site/shared/hours';
import { type ReportRow, TICKET_DEPARTMENTS, type TicketReport, type TicketReportQuery } from '@site/shared/tickets';
import type { Role } from '@site/shared/permissions';
import type { Db } from '../../db/client.js';
import { ticketRepository } from '../tickets/repository.js';
import { reportRepository as repo } from './repository.js';

const empty = (key: string | null): ReportRow => ({
  key, name: null, created: 0, solved: 0, firstResponse: { median: null, p90: null }, resolution: { median: null, p90: null },
  firstResponseMet: null, resolutionMet: null, satisfaction: null, ratings: 0,
});

/** Whole milliseconds: percentile_cont interpolates in floating point. */
const ms = (value: number | null) => (value === null ? null : Math.round(value));

const day = (iso: string) => dayNumber(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

/** Rows in a stable order: departments and agents by key (agents then by name), weeks by date; the unassigned last. */
const byKey = (a: ReportRow, b: ReportRow) => (a.key === null ? 1 : b.key === null ? -1 : (a.name ?? a.key).localeCompare(b.name ?? b.key));

/**
 * The desk reports: an administrator reads every department, an agent the departments they work
 * in. Three grouped reads
 * (raised, first answered, solved in the period) merged per group, with a total row.
 */
export function createReportService({ db, calendar = COMPANY_CALENDAR }: { db: Db; calendar?: BusinessCalendar }) {
  return {
    async tickets(reader: { id: string; role: Role }, query: TicketReportQuery): Promise<TicketReport> {
      const departments = reader.role === 'admin' ? [...TICKET_DEPARTMENTS] : await ticketRepository.departments(db, reader.id);
      const report: TicketReport = { from: query.from, to: query.to, by: query.by, rows: [], total: empty(null) };
      if (departments.length === 0) return report;
      const scope = {
        from: new Date(dayStart(calendar, day(query.from))),
        to: new Date(dayStart(calendar, day(query.to) + 1)),
        departments,
        by: query.by,
        timeZone: calendar.timeZone,
      };
      const [created, responded, solved] = await Promise.all([repo.created(db, scope), repo.responded(db, scope), repo.solved(db, scope)]);
      const groups = new Map<string | null, ReportRow>();
      const rowOf = (key: string | null, total: boolean) => {
        if (total) return report.total;
        if (!groups.has(key)) groups.set(key, empty(key));
        return groups.get(key)!;
      };
      for (const r of created) rowOf(r.key, r.total).created = r.created;
      for (const r of responded) Object.assign(rowOf(r.key, r.total), { firstResponse: { median: ms(r.m), p90: ms(r.p) }, firstResponseMet: r.met });
      for (const r of solved) {
        Object.assign(rowOf(r.key, r.total), { solved: r.solved, resolution: { median: ms(r.m), p90: ms(r.p) }, resolutionMet: r.met, satisfaction: r.satisfaction, ratings: r.ratings });
      }
      report.rows = [...groups.values()];
      if (query.by === 'agent') {
        const names = await repo.names(db, report.rows.flatMap((row) => (row.key ? [row.key] : [])));
        for (const row of report.rows) row.name = row.key ? (names.get(row.key) ?? null) : null;
      }
      report.rows.sort(byKey);
      return report;
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
