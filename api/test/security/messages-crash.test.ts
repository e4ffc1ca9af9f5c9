import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { inArray } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { readEnv } from '../../src/env.js';
import { newPerson, openTestDatabase } from '../helper.js';
import { startMailbox } from '../fixtures/mailbox.js';
import { freePort, kill, startServer } from './child-server.js';

/*
 * An outage and two crashes: the SMTP server answers 421 to every connection for at least 30 s,
 * and until the all-in-one server, taking registrations (each queues a code email), has been
 * killed with SIGKILL twice. Afterwards every acknowledged registration's email has arrived
 * exactly once, counted by Message-ID, and its outbox row says sent.
 */
const OUTAGE_MS = 30_000;

let seq = 0;
const ip = () => `10.78.${Math.floor(seq / 250) % 250}.${(seq++ % 250) + 1}`;

test('SMTP down for 30 s and two SIGKILLs: every message delivered once, none lost', async () => {
  const mailbox = await startMailbox();
  mailbox.refuse(421);
  const outageStarted = Date.now();
  const url = readEnv().DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-mail-crash-'));
  const pg: Database | null = url ? await openTestDatabase() : null;
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'silent', SERVE_STATIC: 'false', SSR: 'false', TRUST_PROXY: '1',
    DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads'), DATABASE_URL: pg?.url ?? '', DEV_OUTBOX: '',
    SMTP_URL: mailbox.url, MAIL_FROM: 'Nukhba Software <no-reply@site.test>',
  };
  const acknowledged: string[] = [];
  const registerSome = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const person = newPerson('outage');
      const r = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() }, body: JSON.stringify(person),
      }).catch(() => null);
      if (r?.status === 201) acknowledged.push(person.email);
    }
  };
  let server: ChildProcess | null = null;
  try {
    for (let round = 0; round < 3; round += 1) {
      server = await startServer(env);
      await registerSome(15);
      // Killed while the SMTP server still refuses: whatever was queued must survive and go out later.
      if (round < 2) await kill(server);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, outageStarted + OUTAGE_MS - Date.now())));
    mailbox.refuse(null);
    const outageSeconds = Math.round((Date.now() - outageStarted) / 1000);
    expect(acknowledged.length).toBe(45);
    const deadline = Date.now() + 6 * 60_000;
    const arrived = () => new Set(mailbox.received.flatMap((mail) => mail.rcpt));
    while (acknowledged.some((email) => !arrived().has(email)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    // Anything about to send a second copy would have done so by now.
    await new Promise((r) => setTimeout(r, 3_000));

    const perRecipient = acknowledged.map((email) => mailbox.to(email).length);
    expect(perRecipient).toEqual(acknowledged.map(() => 1));
    const ids = mailbox.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);

    await kill(server!);
    server = null;
    const database = pg ?? (await openDatabase({ dataDir: env.DATA_DIR! }));
    try {
      const rows = await database.db.select().from(outbox).where(inArray(outbox.to, acknowledged));
      expect(rows.map((row) => row.status)).toEqual(acknowledged.map(() => 'sent'));
      expect(new Set(rows.map((row) => row.messageId))).toEqual(new Set(ids));
      const retried = rows.filter((row) => row.attempts > 1).length;
      process.stdout.write(`mail outage: ${acknowledged.length} emails queued across 2 SIGKILLs and ${outageSeconds} s of 421, ${ids.length} delivered once each (${retried} after retries), 0 lost, 0 duplicated\n`);
    } finally {
      if (!pg) await database.close();
    }
  } finally {
    if (server) await kill(server);
    await pg?.close();
    await mailbox.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 600_000);
