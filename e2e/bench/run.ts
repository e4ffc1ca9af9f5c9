/**
 * `npm run bench` (after `npm run build`): every figure of the first-load and API work, side by
 * side, from one run on this machine. Ports: BENCH_PORT (default 3230) and the next two.
 * BENCH_ONLY=pages, console, api, tickets, cluster, desk, chat or mail runs one part (while working on it).
 *
 * - Lighthouse (mobile) of home in both languages and of a static copy of the same rendered
 *   page built here; the performance score of five more public pages in both languages. Each
 *   case runs BENCH_LIGHTHOUSE_RUNS times (default 3); each figure is the median of its runs.
 * - JavaScript before interactive (home and the groups page) and the request chain before the hero, in Chromium.
 * - The staff console: an editor's first load of the content list (mf-admin's own scripts, gzip) and
 *   Lighthouse accessibility of its main screens (content list and editor, people, audit, directory) in both languages.
 * - The chat embedded on another website: bytes before it is opened, the frame's scripts once
 *   opened, and the time from the click to a composer that takes typing.
 * - Requests/s of two public reads against a bare node:http server sending a body of the same
 *   size, and the API's resident memory after warm-up, on PGlite and on PostgreSQL.
 * - Ticket list and detail reads on PostgreSQL with 10,000 seeded tickets: req/s, p50, p99, errors.
 * - `npm run cluster` (nginx, PostgreSQL) with one and with two API instances, on ports
 *   BENCH_PORT + 10 and on: a public page, a content read and the ticket list, and RSS per instance.
 * - The desk at work (same ports, two instances): ticket lists and details read by 20 connections
 *   alone and while replies and status changes are written at 10 per second; the cache hit ratio.
 * - Live chat on PostgreSQL: 10,000 idle visitor sockets held on one instance by another process
 *   (memory read after forced collections at 0, 2,500, 5,000 and 10,000: the slope per socket),
 *   message delivery p99 on that instance while they are held, and fan-out latency p50/p99 from
 *   one instance to sockets on a second one.
 * - Email delivery on PostgreSQL to an SMTP server in this process: 10,000 queued messages drained
 *   (messages/s), and commit-to-acceptance latency p50/p99 on an idle queue.
 */
import { clusterRows, clusterScaling } from './cluster';
import { deskLoad, deskRows } from './desk';
import pg from 'pg';
import { consoleFigures, type ConsoleFigures } from './console';
import { firstLoad, type FirstLoad } from './first-load';
import { lighthouseMedian, type LighthouseResult } from './lighthouse';
import { atLeast, atMost, info, printTable, type Row } from './report';
import { freshDataDir, rssMB, startApi, startProxy, type Running } from './servers';
import { staticCopy } from './static-copy';
import { compareWithBare, type Comparison } from './throughput';
import { CHAT_ENV, chatRows, fanOut } from './chat';
import { idleSockets, memoryFlags } from './sockets';
import { embedCost } from './embed';
import { EMBED_BUDGET, FIRST_LOAD_BUDGET_KB, LIGHTHOUSE_BUDGET } from '../../shared/src/budgets';
import { ticketReads, ticketRows } from './tickets';
import { mailDelivery, mailRows } from './mail';
import { DEFAULT_LANG, LANGS as ALL_LANGS, type Lang } from '../../shared/src/lang';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3230);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The default language first, as the figures in docs/performance.md read. */
const LANGS: readonly Lang[] = [DEFAULT_LANG, ...ALL_LANGS.filter((lang) => lang !== DEFAULT_LANG)];
const BOTH = LANGS.join(' / ');
const LIST_ENDPOINT = '/api/articles?kind=blog';
const ONLY = process.env.BENCH_ONLY;
/** A partner's page that embeds the chat (the pages part); free then, as the bare server's port is later. */
const EMBED_HOST_PORT = BASE_PORT + 2;

const median = <T>(runs: T[], key: keyof T) => [...runs].sort((a, b) => Number(a[key]) - Number(b[key]))[Math.floor(runs.length / 2)]![key] as number;
const log = (what: string, value: unknown) => console.error(`[bench] ${what}: ${JSON.stringify(value)}`);

async function pages(site: string) {
  const blog = (await (await fetch(`${site}/api/articles?kind=blog&pageSize=1`)).json()) as { items: { id: string }[] };
  const statics = new Map<string, string>();
  for (const lang of LANGS) statics.set(`/__bench/static/${lang}`, await staticCopy(`${site}/${lang}`));
  const proxy = await startProxy(BASE_PORT + 1, site, statics);
  try {
    const home: Record<string, { page: LighthouseResult; copy: LighthouseResult }> = {};
    for (const lang of LANGS) {
      home[lang] = { page: await lighthouseMedian(`${proxy.url}/${lang}`), copy: await lighthouseMedian(`${proxy.url}/__bench/static/${lang}`) };
      log(`lighthouse home ${lang}`, home[lang]);
    }
    const others: Record<string, number[]> = {};
    for (const [name, tail] of [['about', 'about'], ['blog', 'blog'], ['blog post', `blog/${blog.items[0]!.id}`], ['plans', 'plans'], ['groups', 'groups']] as const) {
      others[name] = [];
      for (const lang of LANGS) others[name].push((await lighthouseMedian(`${proxy.url}/${lang}/${tail}`)).performance);
      log(`lighthouse ${name}`, others[name]);
    }
    const loads: Record<string, FirstLoad> = {};
    for (const path of [...LANGS.map((lang) => `/${lang}`), '/en/groups']) {
      const runs: FirstLoad[] = [];
      for (let i = 0; i < 3; i++) runs.push(await firstLoad(`${proxy.url}${path}`));
      loads[path] = { jsGzipKB: median(runs, 'jsGzipKB'), chainedRequests: median(runs, 'chainedRequests'), lcpMs: median(runs, 'lcpMs'), interactiveMs: median(runs, 'interactiveMs') };
      log(`first load ${path}`, loads[path]);
    }
    const embed = await embedCost(site, EMBED_HOST_PORT);
    log('chat embed', embed);
    return { home, others, loads, embed };
  } finally {
    await proxy.stop();
  }
}

/** Both reads against the bare floor, then the process's memory after that warm-up. */
async function api(server: Running, label: string) {
  const reads: Comparison[] = [];
  for (const path of ['/api/content/home', LIST_ENDPOINT]) {
    reads.push(await compareWithBare(server.url, path, BASE_PORT + 2));
    log(`${label} ${path}`, reads.at(-1));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const rss = rssMB(server.pid);
  log(`${label} rss MB`, rss);
  return { reads, rss };
}

async function withPostgres<T>(use: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.error(`[bench] PostgreSQL not reachable at ${PG_URL}: skipped`);
    return null;
  }
  const name = `bench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function main() {
  // PGlite as `npm start` runs it after the first start: the data folder exists and is reopened.
  let front: Awaited<ReturnType<typeof pages>> | null = null;
  let pglite: Awaited<ReturnType<typeof api>> | null = null;
  let staffConsole: ConsoleFigures | null = null;
  if (!ONLY || ONLY === 'pages' || ONLY === 'console' || ONLY === 'api') {
    const dataDir = freshDataDir();
    await (await startApi(BASE_PORT, { DATA_DIR: dataDir })).stop();
    // The embed's host page (on BENCH_PORT + 2) may embed the chat.
    const site = await startApi(BASE_PORT, { DATA_DIR: dataDir, CHAT_EMBED_ORIGINS: `http://127.0.0.1:${EMBED_HOST_PORT}` });
    try {
      if (!ONLY || ONLY === 'pages') front = await pages(site.url);
      if (!ONLY || ONLY === 'console') staffConsole = await consoleFigures(site.url, LANGS, log);
      if (!ONLY || ONLY === 'api') pglite = await api(site, 'pglite');
    } finally {
      await site.stop();
    }
  }
  const postgres = ONLY && ONLY !== 'api' ? null : await withPostgres(async (url) => {
    const server = await startApi(BASE_PORT, { DATABASE_URL: url });
    try {
      return await api(server, 'postgres');
    } finally {
      await server.stop();
    }
  });

  const tickets = ONLY && ONLY !== 'tickets' ? undefined : await withPostgres(async (url) => {
    const server = await startApi(BASE_PORT, { DATABASE_URL: url });
    try {
      return await ticketReads(server, url, log);
    } finally {
      await server.stop();
    }
  });

  const cluster = ONLY && ONLY !== 'cluster' ? undefined : await withPostgres((url) => clusterScaling(BASE_PORT + 10, url, log));
  const desk = ONLY && ONLY !== 'desk' ? undefined : await withPostgres((url) => deskLoad(BASE_PORT + 10, url, log));
  const chat = ONLY && ONLY !== 'chat' ? undefined : await withPostgres(async (url) => {
    const a = await startApi(BASE_PORT, { DATABASE_URL: url, ...CHAT_ENV }, memoryFlags(BASE_PORT + 5));
    try {
      // While 10,000 idle visitors are held on A, messages are delivered on A itself.
      const { idle, during: near } = await idleSockets(a, BASE_PORT + 5, url, () => fanOut(a, a, url, log), log);
      const b = await startApi(BASE_PORT + 1, { DATABASE_URL: url, ...CHAT_ENV });
      try {
        return { idle, near, fan: await fanOut(a, b, url, log, 1) };
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  });

  const mail = ONLY && ONLY !== 'mail' ? undefined : await withPostgres((url) => mailDelivery(BASE_PORT, url, log));

  console.log('');
  const missed = printTable([
    ...(front ? pageRows(front) : []),
    ...(staffConsole ? consoleRows(staffConsole) : []),
    ...(ONLY && ONLY !== 'pages' && ONLY !== 'api' ? [] : apiRows(pglite, postgres)),
    ...(tickets === undefined ? [] : ticketRows(tickets)),
    ...(cluster === undefined ? [] : clusterRows(cluster)),
    ...(desk === undefined ? [] : deskRows(desk)),
    ...(chat === undefined ? [] : chat ? chatRows(chat.idle, chat.near, chat.fan) : [info('chat', 'not measured (no database)')]),
    ...(mail === undefined ? [] : mailRows(mail)),
  ]);
  // A figure past its target fails the run: the bench is a gate, not only a report.
  if (missed > 0) process.exitCode = 1;
}

function pageRows({ home, others, loads, embed }: Awaited<ReturnType<typeof pages>>): Row[] {
  const both = <T>(pick: (lang: Lang) => T) => LANGS.map(pick);
  const L = LIGHTHOUSE_BUDGET;
  return [
    info(`home LCP ms, ${BOTH}`, both((l) => home[l]!.page.lcpMs).join(' / ')),
    info(`static copy LCP ms, ${BOTH}`, both((l) => home[l]!.copy.lcpMs).join(' / ')),
    atMost('home LCP ÷ static copy LCP', both((l) => +(home[l]!.page.lcpMs / home[l]!.copy.lcpMs).toFixed(2)), L.lcpOverStaticCopy),
    atLeast('home performance', both((l) => home[l]!.page.performance), L.performance),
    atMost('home TBT ms', both((l) => home[l]!.page.tbtMs), L.tbtMs),
    atMost('home CLS', both((l) => home[l]!.page.cls), L.cls),
    ...Object.entries(others).map(([name, scores]) => atLeast(`${name} performance`, scores, L.performance)),
    atMost(`home JS before interactive, KB gzip, ${BOTH}`, both((l) => loads[`/${l}`]!.jsGzipKB), FIRST_LOAD_BUDGET_KB),
    atMost('groups JS before interactive, KB gzip', [loads['/en/groups']!.jsGzipKB], FIRST_LOAD_BUDGET_KB),
    atMost('requests chained before the hero', both((l) => loads[`/${l}`]!.chainedRequests), L.chainedRequests),
    atMost('embedded chat before opening, KB transferred', [embed.beforeOpenKB], EMBED_BUDGET.beforeOpenKB),
    atMost('embedded chat opened: frame scripts, KB brotli', [embed.frameScriptsKB], EMBED_BUDGET.frameScriptsKB),
    atMost('embedded chat opened: frame script requests', [embed.frameScripts], EMBED_BUDGET.frameScriptRequests),
    atMost('embedded chat opened: click to composer, ms', [embed.composerReadyMs], EMBED_BUDGET.composerReadyMs),
  ];
}

function consoleRows({ load, scores }: ConsoleFigures): Row[] {
  return [
    info('console first load as an editor: mf-admin JS, KB gzip', String(load.ownJsGzipKB)),
    info('console first load as an editor: all JS, KB gzip', String(load.allJsGzipKB)),
    ...[...new Set(scores.map((s) => s.screen))].map((screen) =>
      atLeast(`console ${screen} accessibility, ${BOTH}`, scores.filter((s) => s.screen === screen).map((s) => s.score), 100),
    ),
  ];
}

type ApiResult = Awaited<ReturnType<typeof api>> | null;

function apiRows(pglite: ApiResult, postgres: ApiResult): Row[] {
  const rows: Row[] = [];
  for (const [label, result] of [['PGlite', pglite], ['PostgreSQL', postgres]] as const) {
    if (!result) {
      rows.push(info(`${label}`, 'not measured (no database)'));
      continue;
    }
    for (const read of result.reads) {
      rows.push({ ...atLeast(`${read.path} vs bare node:http, ${label}`, [Math.round(read.ratio * 100)], 50, '%'), measured: `${read.reqPerSec} / ${read.bareReqPerSec} req/s, ratio ${Math.round(read.ratio * 100)}%` });
      rows.push(atMost(`${read.path} errors, ${label}`, [read.errors], 0));
    }
    rows.push(label === 'PostgreSQL' ? atMost('API RSS after warm-up, PostgreSQL, MB', [result.rss], 150) : info('API RSS after warm-up, PGlite, MB', String(result.rss)));
  }
  return rows;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
