import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import type { OutboxRow } from '../../db/schema/index.js';
import { RETRY_POLICY, retryDelayMs } from './backoff.js';
import type { Outbox } from './outbox.js';
import { QUEUED_CHANNEL, outboxRepository as repo } from './repository.js';
import type { Channel, SendOutcome, Transport } from './types.js';

/** Sent messages are recorded together: at most this many at once, at most this long after the first. */
const RECORD_BATCH = 25;
const RECORD_WITHIN_MS = 5;

export interface DeliveryOptions {
  db: Db;
  listen: Database['listen'];
  outbox: Pick<Outbox, 'open'>;
  transports: Partial<Record<Channel, Transport>>;
  log: FastifyBaseLogger;
  /** How long a claimed message is this worker's; past it, another worker may take it again. */
  leaseMs?: number;
  /** Longest sleep with nothing due: a safety net under the NOTIFY wake-ups. */
  idleMs?: number;
}

/**
 * Delivers the outbox: takes due messages under a lease, hands each to its channel's transport,
 * and records the outcome at once (sent, retrying with back-off, or failed), keeping the
 * provider's answer. It sleeps while nothing is due and wakes on the commit of a new message
 * (NOTIFY) or when the next retry falls due. Never logs a recipient, a text or a code.
 */
export class DeliveryWorker {
  private readonly leaseMs: number;
  private readonly idleMs: number;
  private readonly channels: Channel[];
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private unrecorded: Array<{ id: string; response: string; done: (error?: Error) => void }> = [];
  private recordTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: DeliveryOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.idleMs = options.idleMs ?? 30_000;
    this.channels = (Object.keys(options.transports) as Channel[]).filter((channel) => options.transports[channel]);
  }

  /** Runs until `signal` aborts (the job runner's lease was lost, or the server stops). */
  async run(signal: AbortSignal): Promise<void> {
    const stop = await this.options.listen(QUEUED_CHANNEL, () => this.wake());
    const onAbort = () => this.wake();
    signal.addEventListener('abort', onAbort);
    try {
      while (!signal.aborted) {
        try {
          await this.drain(signal);
          if (signal.aborted) break;
          await this.sleep(await repo.msUntilNextDue(this.options.db, this.channels));
        } catch (error) {
          this.options.log.warn({ err: error }, 'message delivery paused after an error');
          await this.sleep(5_000);
        }
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
      await stop();
    }
  }

  /** Sends everything due now, keeping each transport's concurrency busy; resolves when nothing due is left. */
  async drain(signal?: AbortSignal): Promise<number> {
    let sent = 0;
    const inFlight = new Set<Promise<void>>();
    const capacity = this.channels.reduce((sum, channel) => sum + this.options.transports[channel]!.concurrency, 0);
    let exhausted = false;
    while (!signal?.aborted) {
      // Claim in chunks (half the capacity free), not one row per finished send.
      if (!exhausted && capacity - inFlight.size >= Math.max(1, capacity / 2)) {
        this.woken = false;
        const rows = await repo.claim(this.options.db, this.channels, capacity - inFlight.size, this.leaseMs);
        exhausted = rows.length === 0;
        for (const row of rows) {
          const task = this.deliver(row).then(
            (ok) => {
              if (ok) sent += 1;
            },
            (error: unknown) => this.options.log.error({ err: error, messageId: row.messageId }, 'message delivery failed'),
          );
          inFlight.add(task);
          void task.finally(() => inFlight.delete(task));
        }
      }
      if (inFlight.size === 0) {
        if (exhausted && !this.woken) break;
        exhausted = false;
        continue;
      }
      await Promise.race(inFlight);
      // New work may have been committed meanwhile: look again when there is room.
      if (this.woken) exhausted = false;
    }
    await Promise.all(inFlight);
    return sent;
  }

  /** Sends one claimed message and records the outcome; true when it was sent. */
  private async deliver(row: OutboxRow): Promise<boolean> {
    const { db, log, outbox } = this.options;
    const sealed = outbox.open(row);
    const outcome: SendOutcome = sealed
      ? await this.options.transports[row.channel]!.send({ id: row.id, messageId: row.messageId, channel: row.channel, to: row.to, subject: sealed.subject, text: sealed.text, html: sealed.html, headers: sealed.headers })
      : { status: 'failed', response: 'the message cannot be opened with this server key' };
    const facts = { messageId: row.messageId, channel: row.channel, purpose: row.purpose, attempt: row.attempts };
    if (outcome.status === 'sent') {
      await this.recordSent(row.id, outcome.response);
      log.info(facts, 'message sent');
      return true;
    }
    if (outcome.status === 'retry' && row.attempts < RETRY_POLICY.maxAttempts) {
      const wait = retryDelayMs(row.attempts);
      await repo.markRetry(db, row.id, outcome.response, wait);
      log.warn({ ...facts, retryInMs: wait, response: outcome.response }, 'message delivery will be retried');
      return false;
    }
    await repo.markFailed(db, row.id, outcome.response);
    log.error({ ...facts, response: outcome.response }, 'message delivery failed for good');
    return false;
  }

  /**
   * Records a sent message: with those that finish within a few milliseconds of it, in one
   * statement (one write per message would cap delivery at the database's round trips). The
   * few milliseconds add to the window in which a crash would send it again (docs/messages.md).
   */
  private recordSent(id: string, response: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.unrecorded.push({ id, response, done: (error) => (error ? reject(error) : resolve()) });
      if (this.unrecorded.length >= RECORD_BATCH) this.flushSent();
      else this.recordTimer ??= setTimeout(() => this.flushSent(), RECORD_WITHIN_MS);
    });
  }

  private flushSent(): void {
    if (this.recordTimer) clearTimeout(this.recordTimer);
    this.recordTimer = null;
    const batch = this.unrecorded.splice(0);
    repo.markSent(this.options.db, batch).then(
      () => batch.forEach((entry) => entry.done()),
      (error: unknown) => batch.forEach((entry) => entry.done(error instanceof Error ? error : new Error('recording sent messages failed'))),
    );
  }

  private wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private sleep(dueInMs: number | null): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    const ms = Math.min(this.idleMs, dueInMs ?? this.idleMs);
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms) + 5);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }
}
