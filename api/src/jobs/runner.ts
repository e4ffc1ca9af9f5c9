import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { jobRepository as repo } from '../services/jobs/repository.js';

export interface JobContext {
  /** Aborted when the lease was lost (another instance may now run the job) or the server is stopping. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Unique, stable name (`tickets.auto-close`): the schedule row is kept under it. */
  name: string;
  /** Time from the end of one run to the start of the next. */
  intervalMs: number;
  run(context: JobContext): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often this instance looks for due jobs. */
  tickMs?: number;
  /** How long a claim lasts without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
}

/**
 * Runs registered jobs on their interval so that, among every API instance on the database,
 * exactly one runs a given job at a time: a run starts only after claiming the job's lease row,
 * keeps renewing it, and frees it (scheduling the next run) when done. A lease left by a crashed
 * instance expires and is taken over. Jobs should still be safe to repeat (conditional updates),
 * because a run cut off by a crash is run again.
 */
export class JobRunner {
  readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly running = new Map<string, { promise: Promise<void>; controller: AbortController }>();
  private readonly ensuring: Array<Promise<void>> = [];
  private readonly tickMs: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private stopping = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.tickMs = options.tickMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  register(job: JobDefinition): void {
    if (!/^[a-z][a-z0-9.-]{0,99}$/.test(job.name)) throw new Error(`Invalid job name "${job.name}"`);
    if (this.jobs.has(job.name)) throw new Error(`Job "${job.name}" is already registered`);
    if (!(job.intervalMs > 0)) throw new Error(`Job "${job.name}" needs a positive interval`);
    this.jobs.set(job.name, job);
    this.ensuring.push(repo.ensure(this.options.db, job.name));
  }

  start(): void {
    if (this.timer || this.stopping) return;
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    void this.tick();
  }

  /** Runs a job once now, unless some instance is running it (then 'busy'). For tests and operators. */
  async runNow(name: string): Promise<'ran' | 'busy'> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job "${name}"`);
    await Promise.all(this.ensuring);
    if (this.running.has(name) || !(await repo.claim(this.options.db, name, this.owner, this.leaseMs, true))) return 'busy';
    await this.execute(job);
    return 'ran';
  }

  /** Stops looking for work, tells running jobs to stop, and waits for them (their leases are freed). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const { controller } of this.running.values()) controller.abort(new Error('server stopping'));
    await Promise.all([...this.running.values()].map(({ promise }) => promise));
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.stopping) return;
    this.ticking = true;
    try {
      await Promise.all(this.ensuring);
      const idle = [...this.jobs.keys()].filter((name) => !this.running.has(name));
      for (const name of await repo.due(this.options.db, idle)) {
        if (this.stopping) break;
        if (await repo.claim(this.options.db, name, this.owner, this.leaseMs)) void this.execute(this.jobs.get(name)!);
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'job scheduling failed');
    } finally {
      this.ticking = false;
    }
  }

  /** Runs a job whose lease this instance holds. */
  private execute(job: JobDefinition): Promise<void> {
    const { db, log } = this.options;
    const controller = new AbortController();
    const renewer = setInterval(() => {
      repo.renew(db, job.name, this.owner, this.leaseMs).then(
        (held) => held || controller.abort(new Error('lease lost')),
        (error: unknown) => log.warn({ err: error, job: job.name }, 'job lease renewal failed'),
      );
    }, this.leaseMs / 3);
    const promise = (async () => {
      let error: string | null = null;
      try {
        await job.run({ signal: controller.signal, log: log.child({ job: job.name }) });
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        log.error({ err: failure, job: job.name }, 'job failed');
      } finally {
        clearInterval(renewer);
      }
      // A run cut short by shutdown keeps its due time, so another instance picks it up soon.
      const interrupted = this.stopping && controller.signal.aborted;
      await repo.finish(db, job.name, this.owner, { error, nextInMs: interrupted ? null : job.intervalMs }).catch((failure: unknown) => {
        log.warn({ err: failure, job: job.name }, 'job lease release failed');
      });
    })().finally(() => this.running.delete(job.name));
    this.running.set(job.name, { promise, controller });
    return promise;
  }
}
