import { and, asc, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type NewOutboxRow, type OutboxRow, inboundMail, outbox } from '../../db/schema/index.js';
import type { Channel } from './types.js';

/** The channel a commit announces new messages on; the delivery worker listens to it. */
export const QUEUED_CHANNEL = 'messages_queued';

/** `now() + ms`, on the database's clock: every instance compares leases on one clock. */
const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

const toDeliver = inArray(outbox.status, ['queued', 'sending', 'retrying']);
/** Due, and not held by a live lease (a `sending` row whose lease ran out belongs to a worker that died). */
const due = and(toDeliver, lte(outbox.nextAttemptAt, sql`now()`), or(ne(outbox.status, 'sending'), lt(outbox.lockedUntil, sql`now()`)));

/** The queries of the outbox. Functions taking `tx` run inside the caller's transaction. */
export const outboxRepository = {
  /** Inserts a message due in `delayMs`; null when its once-key or its open digest already exists. */
  async insert(tx: Db, values: Omit<NewOutboxRow, 'nextAttemptAt'>, delayMs = 0): Promise<string | null> {
    const query = tx.insert(outbox).values({ ...values, nextAttemptAt: later(delayMs) });
    const [row] = values.digestKey
      ? await query.onConflictDoNothing({ target: outbox.digestKey, where: sql`${outbox.status} = 'queued'` }).returning({ id: outbox.id })
      : values.onceKey
        ? await query.onConflictDoNothing({ target: outbox.onceKey }).returning({ id: outbox.id })
        : await query.returning({ id: outbox.id });
    return row?.id ?? null;
  },

  /** The still-queued digests of `keys` by key, locked until the transaction ends. */
  async lockOpenDigests(tx: Db, keys: string[]): Promise<Map<string, Pick<OutboxRow, 'id' | 'body'>>> {
    const rows = await tx
      .select({ id: outbox.id, body: outbox.body, digestKey: outbox.digestKey })
      .from(outbox)
      .where(and(inArray(outbox.digestKey, [...new Set(keys)]), eq(outbox.status, 'queued')))
      .for('update');
    return new Map(rows.map(({ digestKey, id, body }) => [digestKey!, { id, body }]));
  },

  /** New texts for queued messages, in one statement. */
  async updateBodies(tx: Db, rows: Array<{ id: string; body: string }>): Promise<void> {
    const values = sql.join(rows.map(({ id, body }) => sql`(${id}::uuid, ${body})`), sql`, `);
    await tx.execute(sql`update ${outbox} set body = v.body from (values ${values}) as v(id, body) where ${outbox.id} = v.id`);
  },

  /** Wakes the delivery worker once the transaction commits (NOTIFY is delivered on commit, never on rollback). */
  async announce(tx: Db): Promise<void> {
    await tx.execute(sql`select pg_notify(${QUEUED_CHANNEL}, '')`);
  },

  /** Takes up to `limit` due messages of `channels` under a lease: they are `sending` until recorded or the lease ends. */
  async claim(db: Db, channels: Channel[], limit: number, leaseMs: number): Promise<OutboxRow[]> {
    if (channels.length === 0 || limit <= 0) return [];
    const ids = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(due, inArray(outbox.channel, channels)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, lockedUntil: later(leaseMs) })
      .where(inArray(outbox.id, ids))
      .returning();
  },

  /** Milliseconds until the next message of `channels` is due (null: none waits). */
  async msUntilNextDue(db: Db, channels: Channel[]): Promise<number | null> {
    if (channels.length === 0) return null;
    const [row] = await db
      // greatest() skips nulls: a live lease ends at locked_until, anything else is due at next_attempt_at.
      .select({ ms: sql<number | null>`extract(epoch from (min(greatest(${outbox.lockedUntil}, ${outbox.nextAttemptAt})) - now())) * 1000` })
      .from(outbox)
      .where(and(toDeliver, inArray(outbox.channel, channels)));
    const ms = row?.ms;
    return ms === null || ms === undefined ? null : Math.max(0, Number(ms));
  },

  /** Records sent messages, each with its provider's answer, in one statement. */
  async markSent(db: Db, sent: Array<{ id: string; response: string }>): Promise<void> {
    if (sent.length === 0) return;
    const answers = sql.join(sent.map(({ id, response }) => sql`when ${id}::uuid then ${response}`), sql` `);
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, providerResponse: sql`case ${outbox.id} ${answers} end` })
      .where(inArray(outbox.id, sent.map(({ id }) => id)));
  },

  async markRetry(db: Db, id: string, response: string, inMs: number): Promise<void> {
    await db.update(outbox).set({ status: 'retrying', nextAttemptAt: later(inMs), lockedUntil: null, providerResponse: response }).where(eq(outbox.id, id));
  },

  async markFailed(db: Db, id: string, response: string): Promise<void> {
    await db.update(outbox).set({ status: 'failed', lockedUntil: null, providerResponse: response }).where(eq(outbox.id, id));
  },

  async find(db: Db, id: string): Promise<OutboxRow | null> {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    return row ?? null;
  },

  /** The latest messages to one recipient, newest first. */
  latestTo: (db: Db, to: string, limit: number) => db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(limit),

  /** The latest messages to anyone, newest first. */
  latest: (db: Db, limit: number) => db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit),

  /** Records an inbound email's Message-ID; false when it was already taken (a provider posting it twice). */
  async recordInbound(tx: Db, messageId: string): Promise<boolean> {
    const rows = await tx.insert(inboundMail).values({ messageId }).onConflictDoNothing().returning({ id: inboundMail.messageId });
    return rows.length === 1;
  },
};
