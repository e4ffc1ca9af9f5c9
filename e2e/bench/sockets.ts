import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import WebSocket from 'ws';
import { atLeast, atMost, info, type Row } from './report';
import { REPO, type Running } from './servers';

/** Idle visitor sockets held on one instance, and the counts memory is read at. */
export const IDLE_SOCKETS = 10_000;
const READINGS = [0, 2_500, 5_000, IDLE_SOCKETS];
/** How long they are held: past two of the server's heartbeats (25 s), each answered. */
const HOLD_MS = 60_000;
/** Loopback addresses the sockets leave from, in turn, and the per-address limit that admits them. */
const ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);
export const SOCKETS_ENV = { REALTIME_MAX_SOCKETS_PER_IP: String(Math.ceil(IDLE_SOCKETS / ADDRESSES.length) + 200) };
const KB_PER_SOCKET_TARGET = 20;

/** The server's node flags: `gc()` for honest readings, and the inspector they are read through. */
export const memoryFlags = (inspectPort: number) => ['--expose-gc', `--inspect=127.0.0.1:${inspectPort}`];

/** Visitor identities made in the database, their tokens (as the browser keeps them) in a file. */
async function seedVisitors(databaseUrl: string, count: number): Promise<string> {
  const tokens = Array.from({ length: count }, () => `cv_${randomBytes(32).toString('base64url')}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`insert into chat_visitors (token_hash) select unnest($1::text[])`, [tokens.map((t) => createHash('sha256').update(t).digest('hex'))]);
  } finally {
    await db.end();
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-visitors-')), 'tokens.txt');
  fs.writeFileSync(file, tokens.join('\n'));
  return file;
}

/** The server's heap and resident memory after two forced collections, read over its inspector. */
async function memoryReader(inspectPort: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const waiting = new Map<number, (value: string) => void>();
  socket.on('message', (raw) => {
    const message = JSON.parse((raw as Buffer).toString('utf8')) as { id?: number; result?: { result?: { value?: string } } };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result?.result?.value ?? '{}');
  });
  const evaluate = (expression: string) =>
    new Promise<string>((resolve) => {
      id += 1;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
    });
  return {
    async read() {
      const usage = JSON.parse(await evaluate('gc(); gc(); JSON.stringify(process.memoryUsage())')) as { heapUsed: number; rss: number };
      return { heapKB: Math.round(usage.heapUsed / 1024), rssKB: Math.round(usage.rss / 1024) };
    },
    close: () => socket.close(),
  };
}

/** The holder process, driven one command at a time. */
function startHolder(tokenFile: string, url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'socket-holder.ts'), tokenFile, url, ADDRESSES.join(',')], {
    cwd: REPO,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const ready = next();
  return {
    ready,
    async ask(command: string): Promise<string> {
      const line = next();
      child.stdin.write(`${command}\n`);
      return line;
    },
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.write('close\n');
    }),
  };
}

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  const [mx, my] = [points.reduce((s, [x]) => s + x, 0) / n, points.reduce((s, [, y]) => s + y, 0) / n];
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return num / den;
}

export interface IdleSockets {
  readings: Array<{ sockets: number; heapKB: number; rssKB: number }>;
  heldAfter: number;
  heapKBPerSocket: number;
  rssKBPerSocket: number;
}

/**
 * 10,000 authenticated visitor sockets held on one instance (started with `memoryFlags`) by a
 * process of their own; memory read with forced collections at 0, 2,500, 5,000 and 10,000; then
 * held 60 s with heartbeats while `whileHeld` runs (the delivery measure); then counted.
 */
export async function idleSockets<T>(
  server: Running,
  inspectPort: number,
  databaseUrl: string,
  whileHeld: () => Promise<T>,
  log: (what: string, value: unknown) => void,
): Promise<{ idle: IdleSockets; during: T }> {
  const tokenFile = await seedVisitors(databaseUrl, IDLE_SOCKETS);
  const memory = await memoryReader(inspectPort);
  const holder = startHolder(tokenFile, `${server.url.replace(/^http/, 'ws')}/api/realtime`);
  try {
    await holder.ready;
    const readings: IdleSockets['readings'] = [];
    for (const count of READINGS) {
      if (count > 0) {
        const answer = await holder.ask(`open ${count}`);
        if (answer !== `held ${count}`) throw new Error(`opening ${count} sockets: ${answer}`);
      }
      await new Promise((r) => setTimeout(r, 2_000));
      readings.push({ sockets: count, ...(await memory.read()) });
      log('idle sockets memory', readings.at(-1));
    }
    const started = Date.now();
    const during = await whileHeld();
    await new Promise((r) => setTimeout(r, Math.max(0, HOLD_MS - (Date.now() - started))));
    const heldAfter = Number((await holder.ask('count')).split(' ')[1]);
    const idle = {
      readings,
      heldAfter,
      heapKBPerSocket: +slope(readings.map((r) => [r.sockets, r.heapKB])).toFixed(1),
      rssKBPerSocket: +slope(readings.map((r) => [r.sockets, r.rssKB])).toFixed(1),
    };
    log('idle sockets', idle);
    return { idle, during };
  } finally {
    await holder.stop();
    memory.close();
    fs.rmSync(path.dirname(tokenFile), { recursive: true, force: true });
  }
}

export function idleRows(idle: IdleSockets): Row[] {
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  return [
    atLeast(`visitor sockets held on one instance for ${HOLD_MS / 1000} s with heartbeats`, [idle.heldAfter], IDLE_SOCKETS),
    info('heap / RSS MB after forced GC at ' + idle.readings.map((r) => r.sockets.toLocaleString('en')).join(', ') + ' sockets',
      idle.readings.map((r) => `${mb(r.heapKB)} / ${mb(r.rssKB)}`).join(', ')),
    atMost('heap per idle socket, KB (slope)', [idle.heapKBPerSocket], KB_PER_SOCKET_TARGET),
    atMost('RSS per idle socket, KB (slope)', [idle.rssKBPerSocket], KB_PER_SOCKET_TARGET),
  ];
}
