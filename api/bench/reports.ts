import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { readEnv } from '../src/env.js';
import { agentDepartments } from '../src/db/schema/index.js';
import { findAccountByEmail } from '../src/services/accounts/repository.js';
import { createReportService } from '../src/services/reports/service.js';

/**
 * The desk reports on PostgreSQL: 100,000 tickets over 2026 and 1,000,000 replies, seeded with
 * generate_series in a scratch database; a quarter's report by department read 200 times one after
 * another (after 10 warm-up reads). Target: p99 ≤ 200 ms.
 */
export const REPORTS_TARGET_P99_MS = 200;
const TICKETS = 100_000;
const REPLIES_PER_TICKET = 10;
const RUNS = 200;

/** A database of its own on the server, dropped after the bench. */
export async function scratchDatabase(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_reports_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export async function reportsBench(adminUrl: string): Promise<{ p50: number; p99: number; seedMs: number; tickets: number; replies: number }> {
  const scratch = await scratchDatabase(adminUrl);
  const env = readEnv(undefined, { NODE_ENV: 'test', LOG_LEVEL: 'warn', SERVE_STATIC: 'false', DATABASE_URL: scratch.url });
  const app = await buildApp({ env, seed: true, logger: false });
  try {
    const { db } = app.deps;
    const client = (await findAccountByEmail(db, 'demo@example.com'))!;
    const agent = (await findAccountByEmail(db, 'agent@example.com'))!;
    const agent2 = (await findAccountByEmail(db, 'agent2@example.com'))!;
    // The reader works in every department: the report covers the whole desk.
    await db.insert(agentDepartments).values(['technical', 'billing', 'sales', 'general'].map((department) => ({ accountId: agent.id, department: department as 'technical' }))).onConflictDoNothing();
    const started = performance.now();
    // Tickets spread over 2026; 90 % answered (0–6 business hours), 80 % solved (1–40 h), half of those rated.
    await db.execute(sql`
      insert into tickets (owner_id, opened_by_id, assignee_id, type, department, subject, details, urgent, status, rating,
        created_at, updated_at, status_changed_at, sla_first_response_ms, sla_resolution_ms, first_response_at, first_response_ms, solved_at, resolution_ms)
      select ${client.id}::uuid, ${client.id}::uuid,
        case i % 3 when 0 then ${agent.id}::uuid when 1 then ${agent2.id}::uuid else null end,
        'question', (array['technical','billing','sales','general'])[i % 4 + 1], 'Bench ticket ' || i, 'Details', i % 5 = 0,
        case when i % 10 < 8 then 'resolved' else 'in_progress' end,
        case when i % 10 < 4 then 1 + i % 5 end,
        c, c, c, case when i % 5 = 0 then 3600000 else 14400000 end, case when i % 5 = 0 then 32400000 else 97200000 end,
        case when i % 10 < 9 then c + interval '1 hour' end, case when i % 10 < 9 then (i::bigint * 7919) % 21600000 end,
        case when i % 10 < 8 then c + interval '2 days' end, case when i % 10 < 8 then 3600000 + (i::bigint * 104729) % 140400000 end
      from (select i, timestamptz '2026-01-01 00:00+03' + (i * interval '315 seconds') as c from generate_series(1, ${TICKETS}) as i) s`);
    await db.execute(sql`
      insert into ticket_replies (ticket_id, author_id, body, created_at)
      select t.id, case when r % 2 = 0 then t.owner_id else ${agent.id}::uuid end, 'Reply ' || r, t.created_at + r * interval '10 minutes'
      from tickets t cross join generate_series(1, ${REPLIES_PER_TICKET}) as r`);
    await db.execute(sql`analyze tickets`);
    await db.execute(sql`analyze ticket_replies`);
    const seedMs = performance.now() - started;
    const counted: unknown = await db.execute(sql`select (select count(*) from tickets)::int as tickets, (select count(*) from ticket_replies)::int as replies`);
    const [counts] = (counted as { rows: Array<{ tickets: number; replies: number }> }).rows;

    const reports = createReportService({ db });
    const query = { from: '2026-04-01', to: '2026-06-30', by: 'department' as const };
    for (let i = 0; i < 10; i++) await reports.tickets(agent, query);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await reports.tickets(agent, query);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const pick = (q: number) => +times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
    return { p50: pick(0.5), p99: pick(0.99), seedMs: Math.round(seedMs), tickets: counts!.tickets, replies: counts!.replies };
  } finally {
    await app.close();
    await scratch.drop();
  }
}
