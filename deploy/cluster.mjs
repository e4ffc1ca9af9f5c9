#!/usr/bin/env node
/**
 * `npm run cluster`: the production shape on one machine. PostgreSQL (DATABASE_URL, or the
 * machine's), Redis for the rate-limit and back-off counters (REDIS_URL, or the machine's; without
 * one they stay in PostgreSQL), migrations applied once under their lock, CLUSTER_INSTANCES API processes (default
 * 2) on consecutive ports after CLUSTER_PORT, and nginx on CLUSTER_PORT in front of them, serving
 * the built shell and remotes and proxying /api and the realtime socket. Needs `npm run build`
 * first. Everything it writes (nginx config, pid, logs, uploads, cluster.json with the ports and
 * pids) goes to CLUSTER_DIR (a new temporary folder by default). Ctrl-C or SIGTERM stops it all.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import machineTools from '../shared/build/machine-tools.cjs';

const { TOOLS, ensureTool } = machineTools;
const NGINX = TOOLS.nginx.binary;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const PORT = Number(env.CLUSTER_PORT ?? 8080);
const HOST = env.CLUSTER_HOST ?? '127.0.0.1';
const INSTANCES = Number(env.CLUSTER_INSTANCES ?? 2);
/** The releases origin (a stand-in for a CDN) and the remote map file its releases switch. */
const RELEASES_PORT = Number(env.CLUSTER_RELEASES_PORT ?? PORT + 9);
const DATABASE_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/site';
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';
const DIR = env.CLUSTER_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-'));

/** @typedef {import('node:child_process').ChildProcess & { name?: string }} Child */

/** @type {Child[]} */
const children = [];
let stopping = false;

/** @param {string} message */
function log(message) {
  console.log(`[cluster] ${message}`);
}

/** @param {string} message */
function fail(message) {
  console.error(`[cluster] ${message}`);
  stop(1);
}

const DATABASE_NAME = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
const FRESH = env.CLUSTER_FRESH_DATABASE === '1';

/**
 * Runs statements on the server's `postgres` database (creating and dropping ours).
 * @template T
 * @param {(client: import('pg').Client) => Promise<T>} run
 * @returns {Promise<T>}
 */
async function onServer(run) {
  /** @type {{ default: typeof import('pg') }} */
  const { default: pg } = await import(path.join(ROOT, 'node_modules', 'pg', 'lib', 'index.js'));
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** @param {string} name */
const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The database named in DATABASE_URL, created when it does not exist yet (the migrate step creates
 * the tables). A test run's database (CLUSTER_FRESH_DATABASE=1) starts empty, and is dropped when the script stops it.
 */
const ensureDatabase = () =>
  onServer(async (client) => {
    if (FRESH) await client.query(`drop database if exists ${quoted(DATABASE_NAME)} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`create database ${quoted(DATABASE_NAME)}`);
  });

/**
 * @param {string} name @param {string} command @param {string[]} args @param {Record<string, string | undefined>} [extraEnv]
 * @returns {Child}
 */
function start(name, command, args, extraEnv) {
  /** @type {Child} */
  const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.name = name;
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) log(`${name} exited (${signal ?? code})`);
  });
  return child;
}

/** @param {string} command @param {string[]} args @param {Record<string, string | undefined>} [extraEnv] */
function runOnce(command, args, extraEnv) {
  return /** @type {Promise<void>} */ (new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  }));
}

/** @param {number} port @returns {Promise<boolean>} */
const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });

/** @param {string} host @param {number} port @returns {Promise<boolean>} */
const answers = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, host, () => socket.end(() => resolve(true))).once('error', () => resolve(false));
  });

/** Where the instances count rate limits and back-offs: Redis when there is one, else PostgreSQL. */
async function limitStoreEnv() {
  const { hostname, port } = new URL(REDIS_URL);
  if (await answers(hostname, Number(port || 6379))) return { LIMIT_STORE: 'redis', REDIS_URL, REDIS_PREFIX: env.REDIS_PREFIX ?? 'site:' };
  if (env.REDIS_URL) throw new Error(`Redis at ${REDIS_URL} does not answer (REDIS_URL)`);
  log(`no Redis at ${REDIS_URL}: rate limits and back-offs are counted in PostgreSQL`);
  return { LIMIT_STORE: 'database' };
}

/** @param {string} url */
async function waitReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/** @param {number[]} apiPorts */
function nginxConfig(apiPorts) {
  const template = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf.template'), 'utf8');
  /** @type {Record<string, string>} */
  const values = {
    PREFIX: DIR,
    ROOT,
    HOST,
    PORT: String(PORT),
    RELEASES: path.join(DIR, 'releases'),
    RELEASES_PORT: String(RELEASES_PORT),
    // A refused or failed instance is skipped for 2 s, then tried again (it may be back).
    UPSTREAM_SERVERS: apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n'),
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (/** @type {string} */ match, /** @type {string} */ key) => values[key] ?? match);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // SIGTERM: nginx stops at once (fast shutdown), each instance drains gracefully.
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 15_000);
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve())))
    .then(() => (FRESH ? onServer((client) => client.query(`drop database if exists ${quoted(DATABASE_NAME)} with (force)`)) : null))
    .catch((/** @type {unknown} */ error) => console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => {
      clearTimeout(timer);
      if (!env.CLUSTER_DIR) fs.rmSync(DIR, { recursive: true, force: true });
      process.exit(code);
    });
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

async function main() {
  for (const file of ['api/dist/server.js', 'api/dist/migrate.js', 'shell/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, file))) return fail(`${file} is missing: run \`npm run build\` first`);
  }
  // Debian's nginx: installed when missing and running as root, else the command to run.
  const noNginx = ensureTool(TOOLS.nginx, { log });
  if (noNginx) return fail(noNginx);
  const apiPorts = Array.from({ length: INSTANCES }, (_, i) => PORT + 1 + i);
  for (const port of [PORT, RELEASES_PORT, ...apiPorts]) if (!(await portFree(port))) return fail(`port ${port} is in use (set CLUSTER_PORT)`);
  fs.mkdirSync(path.join(DIR, 'releases'), { recursive: true });

  await ensureDatabase();
  const publicHost = HOST === '0.0.0.0' ? '127.0.0.1' : HOST;
  const releasesUrl = `http://${publicHost}:${RELEASES_PORT}`;
  const shared = {
    // The demo accounts unless NODE_ENV=production is asked for (which then needs OTP_SECRET).
    NODE_ENV: env.NODE_ENV ?? 'development',
    DATABASE_URL,
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(DIR, 'uploads'),
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    REMOTE_MAP_FILE: env.REMOTE_MAP_FILE ?? path.join(DIR, 'remote-map.json'),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${PORT}`,
    // The releases origin is the operator's own: remotes released there also render on the server.
    SSR_REMOTE_ORIGINS: env.SSR_REMOTE_ORIGINS ?? releasesUrl,
    ...(await limitStoreEnv()),
  };
  log(`migrating ${DATABASE_NAME} once, before the instances start`);
  await runOnce(process.execPath, ['api/dist/migrate.js'], shared);

  const instances = apiPorts.map((port, index) =>
    start(`api-${index + 1}`, process.execPath, ['--enable-source-maps', 'api/dist/server.js'], { ...shared, PORT: String(port), SEED: 'false' }),
  );
  await Promise.all(apiPorts.map((port) => waitReady(`http://127.0.0.1:${port}/api/health/ready`)));

  const confFile = path.join(DIR, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfig(apiPorts));
  const nginx = start('nginx', NGINX, ['-p', DIR, '-e', path.join(DIR, 'error.log'), '-c', confFile, '-g', 'daemon off;']);

  const state = {
    url: `http://${publicHost}:${PORT}`,
    dir: DIR,
    nginx: { pid: nginx.pid, port: PORT },
    releases: { url: releasesUrl, dir: path.join(DIR, 'releases'), map: shared.REMOTE_MAP_FILE },
    instances: instances.map((child, index) => ({ name: child.name, pid: child.pid, port: apiPorts[index] })),
    limits: shared.LIMIT_STORE === 'redis' ? { store: 'redis', url: REDIS_URL, prefix: shared.REDIS_PREFIX } : { store: 'postgres' },
  };
  fs.writeFileSync(path.join(DIR, 'cluster.json'), JSON.stringify(state, null, 2));
  await waitReady(`${state.url}/api/health/ready`, 20_000);
  log(`ready: ${state.url} (nginx) -> API on ${apiPorts.join(', ')}; state in ${path.join(DIR, 'cluster.json')}`);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
