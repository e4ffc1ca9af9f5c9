import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';
import { hashPassword, verifyPassword } from '../src/services/password.js';

/** `npm run bench -w @site/api`: argon2id cost and login latency through HTTP on 127.0.0.1. */
const DURATION_S = 5;

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
