import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';

/**
 * `npm run bench:publish -w @site/api`: publish to visible, through HTTP on 127.0.0.1. Two API
 * instances share one database (PostgreSQL when DATABASE_URL is set, as in a cluster); an editor
 * publishes the home hero's Arabic title on the first, and the time is taken until each instance
 * serves the new title to a public read. BENCH_PORT and CLUSTER_PORT choose their ports.
 */
const ROUNDS = 20;
const given = readEnv();
// A database of the bench's own beside DATABASE_URL's, dropped at the end: the bench writes content.
const scratch = given.DATABASE_URL ? `bench_publish_${randomBytes(4).toString('hex')}` : null;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: given.DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};
let databaseUrl = '';
if (scratch) {
  await admin(`create database "${scratch}"`);
  const url = new URL(given.DATABASE_URL!);
  url.pathname = `/${scratch}`;
  databaseUrl = url.toString();
}
const env = readEnv(undefined, { NODE_ENV: 'test', LOG_LEVEL: 'warn', SERVE_STATIC: 'false', LIMIT_STORE: 'database', DATABASE_URL: databaseUrl });
const first = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : {});
const a = await buildApp({ env, database: first, seed: true, logger: false });
// On PGlite there is one process per database: the second instance shares its handle.
const second = env.DATABASE_URL ? await openDatabase({ url: env.DATABASE_URL }) : { ...first, close: () => Promise.resolve() };
const b = await buildApp({ env, database: second, seed: false, logger: false });
const urlA = await a.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
const urlB = await b.listen({ host: '127.0.0.1', port: Number(process.env.CLUSTER_PORT ?? 0) });

const json = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
};
const login = await json(`${urlA}/api/auth/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: 'editor@example.com', password: 'Editor@12345' }),
});
const headers = { 'content-type': 'application/json', authorization: `Bearer ${login!.token as string}` };
type Hero = { id: string; title: { en: string; ar: string } };
const hero = ((await json(`${urlA}/api/admin/content/home-hero`, { headers }))!.items as Array<{ live: Hero }>)[0]!.live;
const heroTitle = async (base: string) => ((await json(`${base}/api/content/home`, { headers: { 'accept-language': 'ar' } }))!.hero as { title: string }).title;

/** Milliseconds from the publish request until `base` answers with `title`. */
async function visibleAfter(base: string, started: number, title: string): Promise<number> {
  while ((await heroTitle(base)) !== title) {
    if (performance.now() - started > 10_000) throw new Error(`${base} never showed the new title`);
  }
  return performance.now() - started;
}

const onA: number[] = [];
const onB: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const title = `عنوان ${round}`;
  // Both instances have the old answer cached before the publish.
  await Promise.all([heroTitle(urlA), heroTitle(urlB)]);
  await json(`${urlA}/api/admin/content/home-hero/${hero.id}/draft`, { method: 'PUT', headers, body: JSON.stringify({ data: { ...hero, title: { ...hero.title, ar: title } } }) });
  const started = performance.now();
  await json(`${urlA}/api/admin/content/home-hero/${hero.id}/publish`, { method: 'POST', headers, body: '{}' });
  const [timeA, timeB] = await Promise.all([visibleAfter(urlA, started, title), visibleAfter(urlB, started, title)]);
  onA.push(timeA);
  onB.push(timeB);
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((x, y) => x - y);
  return `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};
console.log(`publish to visible (${ROUNDS} publishes, ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): same instance ${summary(onA)}; other instance ${summary(onB)}`);
await b.close();
await a.close();
if (scratch) await admin(`drop database if exists "${scratch}" with (force)`);
