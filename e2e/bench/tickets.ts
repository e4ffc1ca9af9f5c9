import pg from 'pg';
import { atMost, info, type Row } from './report';
import type { Running } from './servers';
import { load, type Load } from './throughput';
import { DEMO, AGENT } from './accounts';

/** Tickets seeded for the run. */
export const SEEDED_TICKETS = 10_000;
/** Of them, the demo client's own (a heavy customer); the rest belong to other clients. */
const DEMO_TICKETS = 1_000;
const OTHER_CLIENTS = 300;
const CONNECTIONS = 20;
const SECONDS = 10;
const P99_TARGET_MS = 20;
const REFERENCE = 'reference: GET /api/auth/me (database on every request)';

/**
 * 10,000 tickets over every type, department and status, one minute apart: 1,000 for the demo
 * client and the rest spread over 300 other clients; a third assigned to the demo agent, most of
 * the rest waiting unassigned in departments the demo agent works in, so the agent's incoming list
 * pages through thousands. The demo client's newest ticket gets ten replies for the detail read.
 */
export async function seedTickets(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = await db.query<{ email: string; id: string }>(`select email, id from accounts where email in ($1, $2)`, [DEMO.identifier, AGENT.identifier]);
    const idOf = (email: string) => ids.rows.find((row) => row.email === email)!.id;
    const [client, agent] = [idOf(DEMO.identifier), idOf(AGENT.identifier)];
    // Other clients cannot sign in (no usable password hash); they only own tickets.
    await db.query(
      `insert into accounts (full_name, account_name, email, phone, country, gender, birth_date, user_type, accept_terms, password_hash)
       select 'Bench client ' || g, 'bench_client_' || g, 'bench' || g || '@example.test', '+9665599' || lpad(g::text, 5, '0'),
         'SA', 'female', date '1990-01-01', 'individual', true, '!'
       from generate_series(1, $1::int) g`,
      [OTHER_CLIENTS],
    );
    const others = (await db.query<{ id: string }>(`select id from accounts where email like 'bench%@example.test' order by email`)).rows.map((row) => row.id);
    await db.query(
      `insert into tickets (owner_id, opened_by_id, assignee_id, type, department, subject, details, urgent, status, created_at, updated_at, status_changed_at)
       select owner, owner, case when g % 3 = 0 then $2::uuid end,
         (array['question','problem','request','complaint'])[1 + g % 4],
         (array['technical','billing','sales','general'])[1 + (g / 4) % 4],
         'Bench ticket ' || g, 'Details of bench ticket ' || g, g % 10 = 0,
         (array['new','in_progress','resolved','closed_by_client'])[1 + (g / 16) % 4],
         now() - g * interval '1 minute', now() - g * interval '1 minute', now() - g * interval '1 minute'
       from (select g, case when g % ($3::int / $4::int) = 0 then $1::uuid else ($5::uuid[])[1 + g % $6::int] end as owner
             from generate_series(1, $3::int) g) seeded`,
      [client, agent, SEEDED_TICKETS, DEMO_TICKETS, others, others.length],
    );
    const newest = await db.query<{ id: string }>(`select id from tickets where owner_id = $1 order by updated_at desc limit 1`, [client]);
    const ticketId = newest.rows[0]!.id;
    await db.query(
      `insert into ticket_replies (ticket_id, author_id, body, created_at)
       select $1, case when g % 2 = 0 then $2::uuid else $3::uuid end, 'Reply number ' || g, now() - (10 - g) * interval '1 second'
       from generate_series(1, 10) g`,
      [ticketId, client, agent],
    );
    await db.query(`update tickets set reply_count = 10, assignee_id = $2 where id = $1`, [ticketId, agent]);
    await db.query('vacuum analyze');
  } finally {
    await db.end();
  }
}

async function tokenOf(site: string, who: { identifier: string; password: string }): Promise<string> {
  const answer = await fetch(`${site}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  const body = (await answer.json()) as { token?: string };
  if (!body.token) throw new Error(`bench login failed: ${answer.status}`);
  return body.token;
}

export interface TicketReads {
  reads: Array<{ name: string; result: Load }>;
}

/** The ticket list (client and agent) and one ticket's detail, each under 20 connections. */
export async function ticketReads(server: Running, databaseUrl: string, log: (what: string, value: unknown) => void): Promise<TicketReads> {
  await seedTickets(databaseUrl);
  const [client, agent] = [await tokenOf(server.url, DEMO), await tokenOf(server.url, AGENT)];
  const asClient = { authorization: `Bearer ${client}` };
  const list = (await (await fetch(`${server.url}/api/tickets?box=outgoing`, { headers: asClient })).json()) as { total: number; items: Array<{ id: string }> };
  if (list.total < DEMO_TICKETS) throw new Error(`expected ${DEMO_TICKETS} tickets for the demo client, the list has ${list.total}`);
  const targets = [
    { name: 'client list (outgoing, page 1)', url: `${server.url}/api/tickets?box=outgoing&page=1`, headers: asClient },
    { name: 'client list, status filter, page 5', url: `${server.url}/api/tickets?box=outgoing&status=resolved&page=5`, headers: asClient },
    { name: 'agent list (incoming, page 1)', url: `${server.url}/api/tickets?box=incoming&page=1`, headers: { authorization: `Bearer ${agent}` } },
    { name: 'ticket detail (10 replies)', url: `${server.url}/api/tickets/${list.items[0]!.id}`, headers: asClient },
    // For comparison: an authenticated read that goes to the database on every request.
    { name: REFERENCE, url: `${server.url}/api/auth/me`, headers: asClient },
  ];
  const reads: TicketReads['reads'] = [];
  for (const target of targets) {
    await load(target.url, 2, CONNECTIONS, target.headers);
    const result = await load(target.url, SECONDS, CONNECTIONS, target.headers);
    log(`tickets ${target.name}`, result);
    reads.push({ name: target.name, result });
  }
  return { reads };
}

export function ticketRows(result: TicketReads | null): Row[] {
  if (!result) return [info('ticket reads, PostgreSQL', 'not measured (no database)')];
  return result.reads.flatMap(({ name, result: r }) => name === REFERENCE ? [info(`${name}, ${CONNECTIONS} connections: req/s, p50, p99`, `${r.reqPerSec} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`)] : [
    info(`${name}, ${SEEDED_TICKETS} tickets, ${CONNECTIONS} connections: req/s, p50`, `${r.reqPerSec} req/s, p50 ${r.p50Ms} ms`),
    atMost(`${name} p99 ms`, [r.p99Ms], P99_TARGET_MS),
    atMost(`${name} errors`, [r.errors + r.non2xx], 0),
  ]);
}
