import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { atLeast, atMost, info, type Row } from './report';
import { startApi } from './servers';
import { DEMO } from './accounts';

/** Messages drained in the throughput run. */
const QUEUED = 10_000;
/** One-at-a-time messages on an idle queue, for the latency figure. */
const SAMPLES = 200;
const RATE_TARGET = 200;
const P99_TARGET_MS = 2_000;

/** An SMTP server in this process that notes when each Message-ID was accepted. */
async function startReceiver() {
  const acceptedAt = new Map<string, number>();
  let waiting: { prefix: string; count: number; resolve: () => void } | null = null;
  const count = (prefix: string) => [...acceptedAt.keys()].filter((id) => id.startsWith(prefix)).length;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '';
        acceptedAt.set(id, performance.timeOrigin + performance.now());
        callback();
        if (waiting && count(waiting.prefix) >= waiting.count) waiting.resolve();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    acceptedAt,
    until: (prefix: string, wanted: number, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${count(prefix)} of ${wanted} accepted in ${timeoutMs} ms`)), timeoutMs);
        waiting = { prefix, count: wanted, resolve: () => (clearTimeout(timer), resolve()) };
        if (count(prefix) >= wanted) waiting.resolve();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Copies of one queued email, as many as asked, committed at once (the worker hears the NOTIFY). */
const COPY = `insert into outbox (message_id, channel, "to", purpose, category, account_id, lang, body, status, next_attempt_at, created_at)
  select '<' || $2 || g || '@bench.test>', channel, 'bench' || g || '@example.test', purpose, category, account_id, lang, body, 'queued', now(), now()
  from outbox, generate_series(1, $3::int) g where id = $1`;

/**
 * Delivery on PostgreSQL to an SMTP server in this process: 10,000 queued messages drained
 * (messages/s), then, one at a time on an idle queue, the time from the commit of a message to
 * the SMTP server's acceptance of it (p50, p99). The messages are copies of one email the app
 * queued itself (a new ticket's notice to its department), with their own Message-IDs and recipients.
 */
export async function mailDelivery(port: number, databaseUrl: string, log: (what: string, value: unknown) => void) {
  const receiver = await startReceiver();
  const server = await startApi(port, { DATABASE_URL: databaseUrl, SMTP_URL: receiver.url, MAIL_FROM: 'Nukhba Software <no-reply@bench.test>', LOG_LEVEL: 'warn' });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
    const { token } = (await login.json()) as { token: string };
    const raised = await fetch(`${server.url}/api/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'question', department: 'general', subject: 'Bench', details: 'A ticket whose notice is the bench message.' }),
    });
    if (raised.status !== 201) throw new Error(`ticket: ${raised.status}`);
    const template = await (async () => {
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await db.query<{ id: string }>(`select id from outbox where purpose = 'ticket-new' and status = 'sent' limit 1`);
        if (rows[0]) return rows[0].id;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the ticket notice was not delivered');
    })();

    await db.query('begin');
    await db.query(COPY, [template, 'drain-', QUEUED]);
    await db.query(`select pg_notify('messages_queued', '')`);
    await db.query('commit');
    const started = performance.timeOrigin + performance.now();
    await receiver.until('<drain-', QUEUED, 180_000);
    const seconds = (Math.max(...[...receiver.acceptedAt].filter(([id]) => id.startsWith('<drain-')).map(([, at]) => at)) - started) / 1000;
    const rate = Math.round(QUEUED / seconds);
    log('mail drain', { messages: QUEUED, seconds: +seconds.toFixed(2), perSecond: rate });

    const latencies: number[] = [];
    for (let i = 1; i <= SAMPLES; i += 1) {
      await db.query('begin');
      await db.query(COPY, [template, `idle${i}-`, 1]);
      await db.query(`select pg_notify('messages_queued', '')`);
      await db.query('commit');
      const committed = performance.timeOrigin + performance.now();
      await receiver.until(`<idle${i}-`, 1, 10_000);
      latencies.push(receiver.acceptedAt.get(`<idle${i}-1@bench.test>`)! - committed);
      await new Promise((r) => setTimeout(r, 20));
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
    const latency = { p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1)!) };
    log('mail commit to acceptance ms', latency);
    const { rows } = await db.query<{ status: string; n: number }>(`select status, count(*)::int as n from outbox where message_id like '<drain-%' or message_id like '<idle%' group by status`);
    return { rate, seconds, latency, statuses: Object.fromEntries(rows.map((row) => [row.status, row.n])) };
  } finally {
    await db.end();
    await server.stop();
    await receiver.close();
  }
}

export function mailRows(result: Awaited<ReturnType<typeof mailDelivery>> | null): Row[] {
  if (!result) return [info('mail delivery', 'not measured (no database)')];
  return [
    atLeast(`messages drained per second (${QUEUED.toLocaleString('en-US')} queued, SMTP, PostgreSQL)`, [result.rate], RATE_TARGET, '/s'),
    info('rows sent after the runs', JSON.stringify(result.statuses)),
    info('commit -> SMTP accepted, idle queue, p50 ms', String(result.latency.p50)),
    atMost('commit -> SMTP accepted, idle queue, p99 ms', [result.latency.p99], P99_TARGET_MS),
  ];
}
