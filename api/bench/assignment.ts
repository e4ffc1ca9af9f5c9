import { TICKET_DEPARTMENTS } from '@site/shared/tickets';
import { and, count, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';
import { accounts, agentDepartments, tickets } from '../src/db/schema/index.js';
import { scratchDatabase } from './reports.js';

/**
 * Assignment on PostgreSQL: two API instances on one scratch database, 50 online agents each in
 * two of the four departments (so the queues compete for the same agents), a cap of 25 each.
 * Two bursts of 1,000 new tickets, each request sent to either instance at random, all at once:
 * the first fits under the caps (all are assigned), the second runs them full (the rest waits).
 * The bench fails unless every ticket has at most one assignee, every assigned ticket went to an
 * online agent of its department, no agent passes the cap, and the second burst fills every place.
 */
const AGENTS = 50;
const CAP = 25;
const BURST = 1_000;

async function login(app: FastifyInstance): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: 'demo@example.com', password: 'Demo@12345' } });
  return r.json<{ token: string }>().token;
}

export interface AssignmentFigures {
  bursts: Array<{ tickets: number; assigned: number; queued: number; ms: number; perAgentMin: number; perAgentMax: number }>;
  cap: number;
  agents: number;
  violations: string[];
}

export async function assignmentBench(adminUrl: string): Promise<AssignmentFigures> {
  const scratch = await scratchDatabase(adminUrl);
  const env = (port: string) =>
    readEnv(undefined, { NODE_ENV: 'test', LOG_LEVEL: 'warn', SERVE_STATIC: 'false', DATABASE_URL: scratch.url, ASSIGN_CAP: String(CAP), PORT: port });
  const a = await buildApp({ env: env('0'), seed: true, logger: false });
  const b = await buildApp({ env: env('0'), database: await openDatabase({ url: scratch.url }), seed: false, logger: false });
  const violations: string[] = [];
  try {
    const { db } = a.deps;
    const agentIds: string[] = [];
    for (let i = 0; i < AGENTS; i += 1) {
      const n = String(i).padStart(3, '0');
      const [row] = await db
        .insert(accounts)
        .values({
          fullName: `Bench agent ${n}`, accountName: `benchagent${n}`, email: `bench-agent-${n}@example.com`, phone: `+966509900${n}`, country: 'SA',
          gender: 'male', birthDate: '1990-01-01', userType: 'company', role: 'agent', acceptTerms: true, passwordHash: 'not-used',
        })
        .returning({ id: accounts.id });
      const departments = [TICKET_DEPARTMENTS[i % 4]!, TICKET_DEPARTMENTS[(i + 1) % 4]!];
      await db.insert(agentDepartments).values(departments.map((department) => ({ accountId: row!.id, department })));
      await a.assignment.setAvailability(db, row!.id, { state: 'online' });
      agentIds.push(row!.id);
    }
    const tokens = [await login(a), await login(b)];
    const bursts: AssignmentFigures['bursts'] = [];
    for (let burst = 0; burst < 2; burst += 1) {
      const started = performance.now();
      const created = await Promise.all(
        Array.from({ length: BURST }, (_, i) => {
          const side = Math.random() < 0.5 ? 0 : 1;
          return (side ? b : a).inject({
            method: 'POST', url: '/api/tickets', headers: { authorization: `Bearer ${tokens[side]}` },
            payload: { type: 'question', department: TICKET_DEPARTMENTS[i % 4], subject: `Burst ${burst}-${i}`, details: 'Bench' },
          });
        }),
      );
      const ms = Math.round(performance.now() - started);
      const failed = created.filter((r) => r.statusCode !== 201);
      if (failed.length) violations.push(`${failed.length} creates failed (${failed[0]!.statusCode} ${failed[0]!.body.slice(0, 120)})`);
      const ids = created.filter((r) => r.statusCode === 201).map((r) => r.json<{ id: string }>().id);
      const rows = await db.select({ id: tickets.id, department: tickets.department, assigneeId: tickets.assigneeId }).from(tickets).where(inArray(tickets.id, ids));
      const assigned = rows.filter((r) => r.assigneeId);
      // Each assigned ticket: an agent of the bench, working in the ticket's department.
      const works = new Set((await db.select().from(agentDepartments).where(inArray(agentDepartments.accountId, agentIds))).map((d) => `${d.accountId}:${d.department}`));
      const wrong = assigned.filter((r) => !works.has(`${r.assigneeId}:${r.department}`));
      if (wrong.length) violations.push(`burst ${burst + 1}: ${wrong.length} tickets assigned outside their department`);
      const perAgent = await db
        .select({ agent: tickets.assigneeId, n: count() })
        .from(tickets)
        .where(and(isNotNull(tickets.assigneeId), inArray(tickets.status, ['new', 'in_progress'])))
        .groupBy(tickets.assigneeId);
      const loads = agentIds.map((id) => perAgent.find((p) => p.agent === id)?.n ?? 0);
      const over = loads.filter((n) => n > CAP).length;
      if (over) violations.push(`burst ${burst + 1}: ${over} agents above the cap of ${CAP}`);
      bursts.push({ tickets: ids.length, assigned: assigned.length, queued: ids.length - assigned.length, ms, perAgentMin: Math.min(...loads), perAgentMax: Math.max(...loads) });
    }
    // Ample places in the first burst: all assigned. The second fills every place exactly.
    if (bursts[0]!.assigned !== BURST) violations.push(`burst 1: ${BURST - bursts[0]!.assigned} tickets left unassigned with places free`);
    if (bursts[0]!.assigned + bursts[1]!.assigned !== AGENTS * CAP) violations.push(`burst 2: ${AGENTS * CAP - bursts[0]!.assigned - bursts[1]!.assigned} places left empty`);
    return { bursts, cap: CAP, agents: AGENTS, violations };
  } finally {
    await b.close();
    await a.close();
    await scratch.drop();
  }
}
