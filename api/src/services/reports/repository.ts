import type { ReportGroup } from '@site/shared/tickets';
import { type SQL, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/** One group's figures as the database adds them up (`total`: the row of every group together). */
export interface ReportCounts {
  key: string | null;
  total: boolean;
  created?: number;
  solved?: number;
  firstResponseMedian?: number | null;
  firstResponseP90?: number | null;
  firstResponseMet?: number | null;
  resolutionMedian?: number | null;
  resolutionP90?: number | null;
  resolutionMet?: number | null;
  satisfaction?: number | null;
  ratings?: number;
}

export interface ReportScope {
  from: Date;
  to: Date;
  departments: string[];
  by: ReportGroup;
  timeZone: string;
}

/** The group of a ticket: its department, its agent, or the week (from Sunday, company time) its event fell in. */
function groupKey(by: ReportGroup, event: SQL, timeZone: string): SQL {
  if (by === 'department') return sql`t.department`;
  if (by === 'agent') return sql`t.assignee_id::text`;
  // Written into the text, not bound: the same expression must appear in the select list and in
  // GROUP BY, and two bound parameters are two different expressions to PostgreSQL.
  const zone = sql.raw(`'${timeZone.replace(/'/g, "''")}'`);
  return sql`to_char(date_trunc('week', (${event} at time zone ${zone}) + interval '1 day') - interval '1 day', 'YYYY-MM-DD')`;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Each figure reads the tickets whose own event fell in the period, through that event's index
 * (raised: `tickets_report_created_idx`, answered and solved: their partial indexes); the
 * business times were measured when the event happened, so no reply is read.
 */
function aggregate(scope: ReportScope, event: SQL, figures: SQL): SQL {
  const key = groupKey(scope.by, event, scope.timeZone);
  const departments = sql.join(scope.departments.map((d) => sql`${d}`), sql`, `);
  return sql`
    select ${key} as key, grouping(${key}) = 1 as total, ${figures}
    from tickets t
    where ${event} >= ${scope.from.toISOString()}::timestamptz and ${event} < ${scope.to.toISOString()}::timestamptz
      and t.department in (${departments})
    group by grouping sets ((${key}), ())`;
}

/** The median (m) and 90th percentile (p) of a measured business time. */
const spread = (column: 'first_response_ms' | 'resolution_ms') =>
  sql.raw(`percentile_cont(0.5) within group (order by t.${column})::float8 as m, percentile_cont(0.9) within group (order by t.${column})::float8 as p`);

export const reportRepository = {
  created: (db: Db, scope: ReportScope) =>
    rowsOf<{ key: string | null; total: boolean; created: number }>(db, aggregate(scope, sql`t.created_at`, sql`count(*)::int as created`)),

  responded: (db: Db, scope: ReportScope) =>
    rowsOf<{ key: string | null; total: boolean; m: number | null; p: number | null; met: number | null }>(
      db,
      aggregate(scope, sql`t.first_response_at`, sql`${spread('first_response_ms')}, avg((t.first_response_ms <= t.sla_first_response_ms)::int)::float8 as met`),
    ),

  solved: (db: Db, scope: ReportScope) =>
    rowsOf<{ key: string | null; total: boolean; solved: number; m: number | null; p: number | null; met: number | null; satisfaction: number | null; ratings: number }>(
      db,
      aggregate(
        scope,
        sql`t.solved_at`,
        sql`count(*)::int as solved, ${spread('resolution_ms')}, avg((t.resolution_ms <= t.sla_resolution_ms)::int)::float8 as met,
            avg(t.rating)::float8 as satisfaction, count(t.rating)::int as ratings`,
      ),
    ),

  async names(db: Db, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: accounts.id, name: accounts.fullName }).from(accounts).where(inArray(accounts.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  },
};
