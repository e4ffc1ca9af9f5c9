import { atMost, info, type Row } from './report';
import { startCluster } from './cluster';
import { seedTickets } from './tickets';
import { load, type Load } from './throughput';
import { DEMO, AGENT } from './accounts';

/** Readers per read (four reads: 20 connections in all), each read in an autocannon process of its own. */
const CONNECTIONS_PER_READ = 5;
const SECONDS = 15;
/** Writes per second in all: agents' replies and status changes, clients' replies. */
const WRITES_PER_SECOND = 10;
const READ_P99_MS = 25;
const READ_P99_OVER_READ_ONLY = 2;
const WRITE_P99_MS = 50;

interface Summary {
  id: string;
  status: string;
}

async function tokenOf(site: string, who: { identifier: string; password: string }): Promise<string> {
  const answer = await fetch(`${site}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  const body = (await answer.json()) as { token?: string };
  if (!body.token) throw new Error(`bench login failed: ${answer.status}`);
  return body.token;
}

async function firstPage(site: string, token: string, box: string): Promise<Summary[]> {
  const answer = await fetch(`${site}/api/tickets?box=${box}&page=1`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { items: Summary[] }).items;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * Replies and status changes at `WRITES_PER_SECOND` on the tickets the readers read (the first
 * pages of both lists): the agent replies and resolves or restarts, the client replies. Each write
 * is allowed by the state machine in the ticket's current state (closed tickets are left alone).
 */
function startWriters(site: string, client: string, agent: string, clientTickets: Summary[], agentTickets: Summary[]) {
  const latencies: number[] = [];
  /** The same latencies by kind of write, to tell which one makes the tail. */
  const byKind: Record<string, number[]> = { 'client reply': [], 'agent reply': [], 'status change': [] };
  /** Failed writes by answer ('network' when none came). */
  const failed: Record<string, number> = {};
  const busy = new Set<string>();
  let n = 0;
  // A ticket in both lists is one object, so both writers know its current status.
  const byId = new Map([...clientTickets, ...agentTickets].map((t) => [t.id, t]));
  const open = (tickets: Summary[]) => tickets.map((t) => byId.get(t.id)!).filter((t) => t.status !== 'closed_by_client');
  const [mine, queue] = [open(clientTickets), open(agentTickets)];
  if (mine.length === 0 || queue.length === 0) throw new Error('the seeded lists have no open tickets to write to');
  const write = async () => {
    n += 1;
    const kind = n % 3;
    // One write at a time per ticket: the next one is chosen from the status the last one left.
    const pool = (kind === 0 ? mine : queue).filter((t) => !busy.has(t.id));
    const ticket = pool[n % Math.max(1, pool.length)];
    if (!ticket) return;
    busy.add(ticket.id);
    const [token, path, body] =
      kind === 0 ? [client, 'replies', { body: `Client reply ${n}` }]
      : kind === 1 ? [agent, 'replies', { body: `Agent reply ${n}` }]
      : [agent, 'status', { status: ticket.status === 'resolved' ? 'in_progress' : 'resolved' }];
    const started = performance.now();
    const answer = await fetch(`${site}/api/tickets/${ticket.id}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null);
    const took = performance.now() - started;
    latencies.push(took);
    byKind[kind === 0 ? 'client reply' : kind === 1 ? 'agent reply' : 'status change']!.push(took);
    busy.delete(ticket.id);
    if (!answer?.ok) {
      const key = `${path} ${answer?.status ?? 'network'}`;
      failed[key] = (failed[key] ?? 0) + 1;
      return;
    }
    ticket.status = ((await answer.json()) as Summary).status;
  };
  const pending: Array<Promise<void>> = [];
  const timer = setInterval(() => pending.push(write()), 1000 / WRITES_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    const kinds = Object.fromEntries(Object.entries(byKind).map(([name, values]) => [name, { p50Ms: +percentile(values, 50).toFixed(1), p99Ms: +percentile(values, 99).toFixed(1) }]));
    return { writes: latencies.length, errors: Object.values(failed).reduce((a, b) => a + b, 0), failed, p50Ms: +percentile(latencies, 50).toFixed(1), p99Ms: +percentile(latencies, 99).toFixed(1), kinds };
  };
}

/** Reads and writes counted by the instances' caches, from the lines each logs when it stops. */
function hitRatio(logged: string): { hits: number; misses: number } {
  const totals = { hits: 0, misses: 0 };
  for (const line of logged.split('\n')) {
    if (!line.includes('"ticket read cache"')) continue;
    const entry = JSON.parse(line) as { hits: number; misses: number };
    totals.hits += entry.hits;
    totals.misses += entry.misses;
  }
  return totals;
}

export interface DeskFigures {
  readOnly: Array<{ name: string; result: Load }>;
  mixed: Array<{ name: string; result: Load }>;
  writes: { writes: number; errors: number; failed: Record<string, number>; p50Ms: number; p99Ms: number; kinds: Record<string, { p50Ms: number; p99Ms: number }> };
  cache: { hits: number; misses: number };
}

/**
 * A desk at work, through nginx with two API instances on PostgreSQL (10,000 tickets seeded): 20
 * connections read the client's list, the agent's list and two tickets' details, first alone and
 * then while replies and status changes are written at 10 per second to the tickets they read.
 * Each phase runs on a fresh start of the cluster, so the second one's cache figures (logged by
 * each instance when it stops) count that phase alone.
 */
export async function deskLoad(port: number, databaseUrl: string, log: (what: string, value: unknown) => void): Promise<DeskFigures> {
  const phase = async (writing: boolean) => {
    const cluster = await startCluster(port, 2, databaseUrl, 'info');
    let stopWriters: ReturnType<typeof startWriters> | null = null;
    try {
      // The first start migrated and seeded the demo accounts: the tickets go in after it.
      if (!writing) await seedTickets(databaseUrl);
      const [client, agent] = [await tokenOf(cluster.url, DEMO), await tokenOf(cluster.url, AGENT)];
      const [clientTickets, agentTickets] = [await firstPage(cluster.url, client, 'outgoing'), await firstPage(cluster.url, agent, 'incoming')];
      const [asClient, asAgent] = [{ authorization: `Bearer ${client}` }, { authorization: `Bearer ${agent}` }];
      const reads = [
        { name: 'client list (outgoing, page 1)', url: `${cluster.url}/api/tickets?box=outgoing&page=1`, headers: asClient },
        { name: 'agent list (incoming, page 1)', url: `${cluster.url}/api/tickets?box=incoming&page=1`, headers: asAgent },
        { name: 'ticket detail, client', url: `${cluster.url}/api/tickets/${clientTickets[0]!.id}`, headers: asClient },
        { name: 'ticket detail, agent', url: `${cluster.url}/api/tickets/${agentTickets[0]!.id}`, headers: asAgent },
      ];
      await Promise.all(reads.map((read) => load(read.url, 2, CONNECTIONS_PER_READ, read.headers)));
      if (writing) stopWriters = startWriters(cluster.url, client, agent, clientTickets, agentTickets);
      const results = await Promise.all(reads.map(async (read) => ({ name: read.name, result: await load(read.url, SECONDS, CONNECTIONS_PER_READ, read.headers) })));
      const writes = stopWriters ? await stopWriters() : null;
      return { results, writes, logged: await cluster.stop() };
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  };
  const readOnly = await phase(false);
  log('desk read-only', readOnly.results);
  const mixed = await phase(true);
  const cache = hitRatio(mixed.logged);
  log('desk with writes', { reads: mixed.results, writes: mixed.writes, cache });
  return { readOnly: readOnly.results, mixed: mixed.results, writes: mixed.writes!, cache };
}

export function deskRows(figures: DeskFigures | null): Row[] {
  if (!figures) return [info('desk load through nginx', 'not measured (no database)')];
  const { readOnly, mixed, writes, cache } = figures;
  const readOnlyP99 = Math.max(...readOnly.map((r) => r.result.p99Ms));
  const mixedP99 = Math.max(...mixed.map((r) => r.result.p99Ms));
  const rows: Row[] = mixed.map(({ name, result }, index) =>
    info(
      `desk, 2 instances via nginx: ${name}, read-only → with writes`,
      `${readOnly[index]!.result.reqPerSec} → ${result.reqPerSec} req/s, p50 ${readOnly[index]!.result.p50Ms} → ${result.p50Ms} ms, p99 ${readOnly[index]!.result.p99Ms} → ${result.p99Ms} ms`,
    ),
  );
  const total = cache.hits + cache.misses;
  return [
    ...rows,
    atMost(`desk read p99 ms with ${WRITES_PER_SECOND} writes/s (worst read)`, [mixedP99], READ_P99_MS),
    atMost('desk read p99 with writes ÷ read-only p99 (worst reads)', [+(mixedP99 / Math.max(1, readOnlyP99)).toFixed(2)], READ_P99_OVER_READ_ONLY),
    atMost(`desk write p99 ms (${writes.writes} writes, p50 ${writes.p50Ms} ms)`, [writes.p99Ms], WRITE_P99_MS),
    info('desk writes by kind: p50 / p99 ms', Object.entries(writes.kinds).map(([name, k]) => `${name} ${k.p50Ms} / ${k.p99Ms}`).join(', ')),
    atMost('desk errors (reads + writes)', [mixed.reduce((n, r) => n + r.result.errors + r.result.non2xx, 0) + writes.errors], 0),
    info('desk read cache hit ratio with writes', `${total ? ((100 * cache.hits) / total).toFixed(1) : '–'}% (${cache.hits} hits, ${cache.misses} misses)`),
  ];
}
