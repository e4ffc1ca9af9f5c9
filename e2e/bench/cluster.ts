import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { info, type Row } from './report';
import { REPO, rssMB } from './servers';
import { seedTickets } from './tickets';
import { load, type Load } from './throughput';
import { DEMO } from './accounts';

const CONNECTIONS = 20;
const SECONDS = 10;

export interface ClusterRun {
  url: string;
  pids: number[];
  /** Stops nginx and the instances; resolves with what the instances logged (with `logLevel` set). */
  stop: () => Promise<string>;
}

/**
 * `npm run cluster` with `instances` API processes, as a child; resolves once nginx answers ready.
 * With `logLevel`, the instances' log lines are kept and handed back by `stop`.
 */
export async function startCluster(port: number, instances: number, databaseUrl: string, logLevel?: string): Promise<ClusterRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  const child = spawn(process.execPath, ['deploy/cluster.mjs'], {
    cwd: REPO,
    env: { ...process.env, CLUSTER_PORT: String(port), CLUSTER_INSTANCES: String(instances), CLUSTER_DIR: dir, DATABASE_URL: databaseUrl, NODE_ENV: 'test', LOG_LEVEL: logLevel ?? 'warn' },
    stdio: ['ignore', logLevel ? 'pipe' : 'ignore', 'inherit'],
  });
  let logged = '';
  child.stdout?.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
  const stateFile = path.join(dir, 'cluster.json');
  for (let i = 0; i < 720 && child.exitCode === null; i++) {
    if (fs.existsSync(stateFile)) {
      const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { url: string; instances: Array<{ pid: number }> };
      if ((await fetch(`${state.url}/api/health/ready`).catch(() => null))?.ok) {
        return {
          url: state.url,
          pids: state.instances.map((instance) => instance.pid),
          stop: () =>
            new Promise((resolve) => {
              // 'close': after the exit and the last log line the pipe carried.
              child.once('close', () => {
                fs.rmSync(dir, { recursive: true, force: true });
                resolve(logged);
              });
              child.kill('SIGTERM');
            }),
        };
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the cluster with ${instances} instance(s) did not start`);
}

async function clientToken(site: string): Promise<string> {
  const answer = await fetch(`${site}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  const body = (await answer.json()) as { token?: string };
  if (!body.token) throw new Error(`bench login failed: ${answer.status}`);
  return body.token;
}

export interface ClusterFigures {
  instances: number;
  reads: Array<{ name: string; result: Load }>;
  rssMB: number[];
}

/**
 * Through nginx, with one and then two API instances on one PostgreSQL database: a server-rendered
 * public page, a public content read and the client's ticket list (10,000 tickets seeded), each
 * under 20 connections; then each instance's resident memory.
 */
export async function clusterScaling(port: number, databaseUrl: string, log: (what: string, value: unknown) => void): Promise<ClusterFigures[]> {
  const figures: ClusterFigures[] = [];
  for (const instances of [1, 2]) {
    const cluster = await startCluster(port, instances, databaseUrl);
    try {
      if (instances === 1) await seedTickets(databaseUrl);
      const asClient = { authorization: `Bearer ${await clientToken(cluster.url)}` };
      const targets = [
        { name: 'public page /en', url: `${cluster.url}/en`, headers: {} },
        { name: 'GET /api/content/home', url: `${cluster.url}/api/content/home`, headers: {} },
        { name: 'ticket list (client, page 1)', url: `${cluster.url}/api/tickets?box=outgoing&page=1`, headers: asClient },
      ];
      const reads: ClusterFigures['reads'] = [];
      for (const target of targets) {
        await load(target.url, 2, CONNECTIONS, target.headers);
        const result = await load(target.url, SECONDS, CONNECTIONS, target.headers);
        log(`cluster x${instances} ${target.name}`, result);
        reads.push({ name: target.name, result });
      }
      figures.push({ instances, reads, rssMB: cluster.pids.map(rssMB) });
      log(`cluster x${instances} rss MB`, figures.at(-1)!.rssMB);
    } finally {
      await cluster.stop();
    }
  }
  return figures;
}

export function clusterRows(figures: ClusterFigures[] | null): Row[] {
  if (!figures) return [info('cluster through nginx', 'not measured (no database)')];
  const [one, two] = figures;
  if (!one || !two) return [];
  const rows: Row[] = [];
  one.reads.forEach((read, index) => {
    const other = two.reads[index]!.result;
    const r = read.result;
    rows.push(
      info(
        `${read.name} via nginx, ${CONNECTIONS} connections: 1 → 2 instances`,
        `${r.reqPerSec} → ${other.reqPerSec} req/s (×${(other.reqPerSec / Math.max(1, r.reqPerSec)).toFixed(2)}), p99 ${r.p99Ms} → ${other.p99Ms} ms, errors ${r.errors + r.non2xx} / ${other.errors + other.non2xx}`,
      ),
    );
  });
  rows.push(info('API RSS per instance after the load, MB: 1 instance / 2 instances', `${one.rssMB.join(', ')} / ${two.rssMB.join(', ')}`));
  return rows;
}
