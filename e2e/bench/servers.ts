import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '..', '..');

export interface Running {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** A fresh PGlite folder, shared by the runs that should reopen it. */
export const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'bench-db-'));

/**
 * The all-in-one production server, started the way `npm start` runs it (node on the compiled
 * bundle), so its pid is the API process itself and its memory can be read.
 */
export async function startApi(
  port: number,
  env: { DATABASE_URL?: string; DATA_DIR?: string } & Record<string, string | undefined>,
  nodeFlags: string[] = [],
): Promise<Running> {
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, 'api/dist/server.js'], {
    cwd: REPO,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: env.DATABASE_URL ?? '', DATA_DIR: env.DATA_DIR ?? freshDataDir() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/** Resident memory of a process in MB (Linux). */
export function rssMB(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** The floor: node:http answering every request with `size` bytes of JSON, nothing else. */
export async function startBare(port: number, size: number): Promise<Running> {
  const source = `
    const body = Buffer.alloc(${size}, 32); body[0] = 34; body[${size} - 1] = 34;
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/**
 * A pass-through proxy in front of the site that also answers a few paths from memory. The
 * composed page and its static copy are then measured on one origin, through the same hop.
 */
export async function startProxy(port: number, upstream: string, extra: Map<string, string>): Promise<Running> {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const html = extra.get(req.url ?? '');
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(html);
      return;
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: process.pid,
    stop: () => new Promise((resolve) => {
      agent.destroy();
      server.close(() => resolve());
    }),
  };
}
