import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';
import { hashPassword, verifyPassword } from '../src/services/security/password.js';
import { REPORTS_TARGET_P99_MS, reportsBench } from './reports.js';
import { assignmentBench } from './assignment.js';

/**
 * `npm run bench -w @site/api`: argon2id cost and login latency through HTTP on 127.0.0.1, and
 * the desk reports on PostgreSQL (100,000 tickets, 1,000,000 replies), which fail the run when
 * their p99 misses its target, and assignment of two 1,000-ticket bursts across two instances on
 * PostgreSQL, which fails the run on any double assignment or cap passed. BENCH_ONLY=login,
 * reports or assignment runs one part.
 */
const DURATION_S = 5;
const ONLY = process.env.BENCH_ONLY;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function argon2Timing(rounds = 20) {
  const times: number[] = [];
  let hash = '';
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    hash = await hashPassword(`bench-password-${i}`);
    times.push(performance.now() - started);
  }
  const verifyStarted = performance.now();
  await verifyPassword(hash, 'bench-password-0');
  const verifyMs = performance.now() - verifyStarted;
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { mean, p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, verifyMs };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function login() {
  const a = await argon2Timing();
  console.log(`argon2id (m=19456 KiB, t=2, p=1): hash mean ${a.mean.toFixed(1)} ms, p50 ${a.p50.toFixed(1)} ms, max ${a.max.toFixed(1)} ms; verify ${a.verifyMs.toFixed(1)} ms`);

  // The load generator on loopback stands for the proxy, so X-Forwarded-For gives each request its
  // own address: the 10/min/IP login limit is a defence, not the thing being measured.
  const env = readEnv(undefined, { NODE_ENV: 'test', LOG_LEVEL: 'warn', SERVE_STATIC: 'false', TRUST_PROXY: '127.0.0.1' });
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : {});
  const app = await buildApp({ env, database, seed: true, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  let n = 0;
  const nextIp = () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };

  try {
    for (const connections of [1, 10]) {
      const result = await run({
        url: `${address}/api/auth/login`,
        connections,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
              body: JSON.stringify({ identifier: 'demo@example.com', password: 'Demo@12345' }),
            }),
          },
        ],
      });
      const ok = result['2xx'];
      console.log(
        `login (${database.kind}, ${connections} conn, ${DURATION_S}s): ${result.requests.average.toFixed(1)} req/s, ` +
          `latency avg ${result.latency.average.toFixed(1)} ms, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors`,
      );
    }
  } finally {
    await app.close();
  }
}

if (!ONLY || ONLY === 'login') await login();
if (!ONLY || ONLY === 'reports') {
  const r = await reportsBench(PG_URL);
  const met = r.p99 <= REPORTS_TARGET_P99_MS;
  console.log(
    `reports (PostgreSQL, ${r.tickets} tickets, ${r.replies} replies, seeded in ${r.seedMs} ms): quarter by department ` +
      `p50 ${r.p50} ms, p99 ${r.p99} ms (target ≤ ${REPORTS_TARGET_P99_MS} ms: ${met ? 'met' : 'NOT MET'})`,
  );
  // The bench is a gate: a figure past its target fails the run.
  if (!met) process.exitCode = 1;
}
if (!ONLY || ONLY === 'assignment') {
  const r = await assignmentBench(PG_URL);
  for (const [i, b] of r.bursts.entries()) {
    console.log(
      `assignment burst ${i + 1} (PostgreSQL, 2 instances, ${r.agents} agents, cap ${r.cap}): ${b.tickets} tickets in ${b.ms} ms, ` +
        `${b.assigned} assigned, ${b.queued} queued; open work per agent ${b.perAgentMin}–${b.perAgentMax}`,
    );
  }
  console.log(`assignment: ${r.violations.length ? `FAILED: ${r.violations.join('; ')}` : 'every ticket assigned at most once, no cap passed, every place filled'}`);
  if (r.violations.length) process.exitCode = 1;
}
