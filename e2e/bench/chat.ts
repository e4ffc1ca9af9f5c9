import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { atMost, info, type Row } from './report';
import type { Running } from './servers';
import { type IdleSockets, SOCKETS_ENV, idleRows } from './sockets';
import { AGENT } from './accounts';

/** Agents' sockets on instance B following the inbox: every message fans out to each of them. */
const FOLLOWERS = 100;
/** Clients writing through instance A, each under the per-minute message limit. */
const SENDERS = 20;
const MESSAGES_PER_SENDER = 15;
const GAP_MS = 20;
const P99_TARGET_MS = 50;

/** The instances of the chat runs admit the idle sockets' share of each address and every measuring socket. */
export const CHAT_ENV = SOCKETS_ENV;

interface Frame {
  type: string;
  ref?: string;
  name?: string;
  data?: { content?: { text?: string } };
  code?: string;
}

/** Frames are text; `ws` hands them over as a Buffer. */
const parse = (raw: WebSocket.RawData) => JSON.parse((raw as Buffer).toString('utf8')) as Frame;

const wsUrl = (server: Running) => `${server.url.replace(/^http/, 'ws')}/api/realtime`;

/** An authenticated socket that answers pings, as the browser client does. */
function openSocket(url: string, token: string, onFrame: (frame: Frame) => void = () => undefined): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'site.v1');
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', v: 1, token })));
    socket.on('message', (raw) => {
      const frame = parse(raw);
      if (frame.type === 'ping') socket.send('{"type":"pong"}');
      else if (frame.type === 'ready') resolve(socket);
      else if (frame.type === 'error' && !frame.ref) reject(new Error(`auth refused: ${frame.code}`));
      onFrame(frame);
    });
    socket.on('error', reject);
  });
}

/** Subscribes and waits for the answer. */
function follow(socket: WebSocket, topic: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ref = `s-${topic}`;
    const listen = (raw: WebSocket.RawData) => {
      const frame = parse(raw);
      if (frame.ref !== ref) return;
      socket.off('message', listen);
      if (frame.type === 'subscribed') resolve();
      else reject(new Error(`subscribe ${topic}: ${frame.code}`));
    };
    socket.on('message', listen);
    socket.send(JSON.stringify({ type: 'subscribe', ref, topic }));
  });
}

async function login(server: Running, who: { identifier: string; password: string }): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login ${who.identifier}: ${res.status}`);
  return body.token;
}

/** Opens sockets a batch at a time (the way clients arrive), all of them authenticated. */
async function openMany(count: number, open: () => Promise<WebSocket>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, open))));
  }
  return sockets;
}

const closeAll = (sockets: WebSocket[]) => {
  for (const socket of sockets) socket.terminate();
};

/** Chat clients who can write: accounts and sessions made in the database, tokens known here (`batch`: a second set in the same database). */
async function seedSenders(databaseUrl: string, batch: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const tokens = Array.from({ length: SENDERS }, () => randomBytes(32).toString('base64url'));
    const { rows } = await db.query<{ id: string }>(
      `insert into accounts (full_name, account_name, email, phone, country, gender, birth_date, user_type, accept_terms, password_hash)
       select 'Chat sender ' || g, 'chat_sender_' || $2::int || '_' || g, 'chatsender' || $2::int || '_' || g || '@example.test', '+96655' || (88 - $2::int) || lpad(g::text, 5, '0'),
         'SA', 'male', date '1990-01-01', 'individual', true, '!'
       from generate_series(1, $1::int) g returning id`,
      [SENDERS, batch],
    );
    for (const [i, row] of rows.entries()) {
      await db.query(
        `insert into sessions (account_id, token_hash, created_at, last_seen_at, expires_at) values ($1, $2, now(), now(), now() + interval '1 day')`,
        [row.id, createHash('sha256').update(tokens[i]!).digest('hex')],
      );
    }
    return tokens;
  } finally {
    await db.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Fan-out across two instances on one PostgreSQL: clients write through instance A; agents'
 * sockets on instance B follow the inbox. Latency is from sending the message on A to each
 * follower on B receiving it (stored, then announced through LISTEN/NOTIFY).
 */
export async function fanOut(a: Running, b: Running, databaseUrl: string, log: (what: string, value: unknown) => void, batch = 0) {
  const senderTokens = await seedSenders(databaseUrl, batch);
  const agentToken = await login(b, AGENT);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const followers = await openMany(FOLLOWERS, async () => {
    const socket = await openSocket(wsUrl(b), agentToken, (frame) => {
      if (frame.type !== 'event' || frame.name !== 'chat.message') return;
      const start = sentAt.get(frame.data?.content?.text ?? '');
      if (start !== undefined) latencies.push(performance.now() - start);
    });
    await follow(socket, 'chat-inbox');
    return socket;
  });
  const senders = await Promise.all(senderTokens.map((token) => openSocket(wsUrl(a), token)));
  let errors = 0;
  for (const socket of senders) {
    socket.on('message', (raw) => {
      if (parse(raw).type === 'error') errors += 1;
    });
  }
  // Warm-up: one message per sender opens its conversation (not measured).
  for (const [i, socket] of senders.entries()) socket.send(JSON.stringify({ type: 'request', ref: `w${i}`, name: 'chat.send', data: { clientId: `w${i}`, content: { kind: 'text', text: `warm ${i}` } } }));
  await new Promise((r) => setTimeout(r, 2000));

  let n = 0;
  for (let round = 0; round < MESSAGES_PER_SENDER - 1; round++) {
    for (const socket of senders) {
      const text = `bench ${(n += 1)}`;
      sentAt.set(text, performance.now());
      socket.send(JSON.stringify({ type: 'request', ref: `m${n}`, name: 'chat.send', data: { clientId: `m${n}`, content: { kind: 'text', text } } }));
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
  }
  await new Promise((r) => setTimeout(r, 2000));
  closeAll([...followers, ...senders]);
  const sorted = latencies.sort((x, y) => x - y);
  const expected = n * FOLLOWERS;
  const result = {
    messages: n,
    deliveries: sorted.length,
    missed: expected - sorted.length,
    errors,
    p50: +percentile(sorted, 50).toFixed(1),
    p99: +percentile(sorted, 99).toFixed(1),
    max: +sorted.at(-1)!.toFixed(1),
  };
  log('chat fan-out', result);
  return result;
}

type FanOut = Awaited<ReturnType<typeof fanOut>>;

export function chatRows(idle: IdleSockets, near: FanOut, fan: FanOut): Row[] {
  return [
    ...idleRows(idle),
    atMost(`chat delivery p99 ms on the instance holding the idle sockets (p50 ${near.p50} ms)`, [near.p99], P99_TARGET_MS),
    atMost('chat delivery there, missed + refusals', [near.missed + near.errors], 0),
    info('chat fan-out', `${fan.messages} messages × ${FOLLOWERS} followers on the other instance`),
    info('chat fan-out p50 ms', String(fan.p50)),
    atMost('chat fan-out p99 ms, two instances, PostgreSQL', [fan.p99], P99_TARGET_MS),
    atMost('chat fan-out deliveries missed + refusals', [fan.missed + fan.errors], 0),
  ];
}
