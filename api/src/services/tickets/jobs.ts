import { AUTO_CLOSE_MS, decide, runningTarget } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { type NotifySlaWarning, type NotifyTicketChange, type SlaWarning, asStatus } from './change.js';
import type { Announce } from './live.js';
import { batchTags, changeTags } from './read-cache.js';
import { ticketRepository as repo } from './repository.js';

/** Tickets a job handles per transaction. */
const BATCH = 100;

/** What the timed work shares with the ticket service: its writer, its cache and its announcers. */
export interface TimedWorkDeps {
  db: Db;
  clock: Clock;
  write: (tx: Db, ticket: TicketRow, change: Partial<TicketRow>, actorId: string | null, now: Date) => Promise<TicketRow>;
  dropCached: (tags: string[]) => Promise<void>;
  announce: Announce;
  notify: NotifyTicketChange;
  notifySla: NotifySlaWarning;
  announceSla: (people: string[], warning: SlaWarning) => Promise<void>;
}

/**
 * The ticket work the job runner starts, not a person: closing resolved tickets that waited long
 * enough, and the service-level warnings. Both lock their batch, so several instances may run them.
 */
export function createTimedTicketWork({ db, clock, write, dropCached, announce, notify, notifySla, announceSla }: TimedWorkDeps) {
  return {
  /**
   * Closes every resolved ticket with auto-close on that has waited the auto-close period
   * since it was resolved (a client reply moves it back to in progress, so it never waits
   * that long). Works through locked batches until none is due, so it is safe to run on
   * several instances at once: a ticket is closed once, and none due is left behind.
   */
  async autoClose(signal?: AbortSignal): Promise<number> {
    let closed = 0;
    while (!signal?.aborted) {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - AUTO_CLOSE_MS);
      const changes = await db.transaction(async (tx) => {
        const done: Array<{ before: TicketRow; after: TicketRow }> = [];
        for (const ticket of await repo.lockAutoCloseDue(tx, cutoff, BATCH)) {
          const decision = decide('autoClose', 'system', { ...ticket, rated: ticket.rating !== null }, now);
          if (!decision.allowed) continue;
          const after = await write(tx, ticket, asStatus(decision.next), null, now);
          await notify(tx, { action: 'autoClose', before: ticket, after, actorId: null });
          done.push({ before: ticket, after });
        }
        return done;
      });
      if (changes.length === 0) break;
      closed += changes.length;
      await dropCached(batchTags(changes));
      for (const { before, after } of changes) await announce(before, after);
    }
    return closed;
  },

  /**
   * Warns of every running service-level target that reached 80 % or 100 % since the last run:
   * each warning is recorded on the ticket (`slaWarned`) in the transaction that queues its
   * emails, so a ticket is warned once per level even with several instances running the job.
   */
  async warnSla(signal?: AbortSignal): Promise<number> {
    let warned = 0;
    while (!signal?.aborted) {
      const now = clock.now();
      const sent = await db.transaction(async (tx) => {
        const done: Array<{ people: string[]; warning: SlaWarning; before: TicketRow; after: TicketRow }> = [];
        for (const ticket of await repo.lockSlaWarningsDue(tx, now, BATCH)) {
          const target = runningTarget(ticket);
          if (!target) continue;
          const level = ticket.slaDueAt && ticket.slaDueAt <= now ? 100 : 80;
          const after = await repo.update(tx, ticket.id, { slaWarned: level });
          const warning: SlaWarning = { ticket: after, target, level };
          done.push({ people: await notifySla(tx, warning), warning, before: ticket, after });
        }
        return done;
      });
      if (sent.length === 0) break;
      warned += sent.length;
      // The lists' "breaching soon" answers depend on the time, not on a change: drop them.
      await dropCached(batchTags(sent));
      for (const { people, warning } of sent) await announceSla(people, warning);
    }
    return warned;
  },

  /**
   * Demos and end-to-end tests only (the dev routes): moves a running clock's 80 % and 100 %
   * instants, so "breaching soon" can be shown without waiting business hours. Announced like a change.
   */
  async moveDeadlines(id: string, warnAt: Date, dueAt: Date): Promise<boolean> {
    const before = await repo.byId(db, id);
    if (!before?.slaDueAt) return false;
    const after = await repo.update(db, id, { slaWarnAt: warnAt, slaDueAt: dueAt, slaWarned: 0 });
    await dropCached(changeTags(before, after));
    await announce(before, after);
    return true;
  },
  };
}
