import { and, asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type TicketRow, tickets } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { OPEN_TICKET } from '../assignment/repository.js';
import type { Announce } from './live.js';
import { batchTags } from './read-cache.js';

/** Picks the agent a ticket goes to, inside the caller's transaction (null: the queue). */
export type Assign = (tx: Db, ticket: TicketRow) => Promise<string | null>;

const BATCH = 100;

interface ReleaseDeps {
  db: Db;
  clock: Clock;
  write: (tx: Db, ticket: TicketRow, change: Partial<TicketRow>, actorId: string | null, now: Date) => Promise<TicketRow>;
  dropCached: (tags: string[]) => Promise<void>;
  announce: Announce;
  assign: Assign;
}

/**
 * Gives the open tickets of agents who went away for long back to the queue: each goes to the
 * next online agent with room (the same round-robin as a new ticket) or stays unassigned. Batches
 * are locked (skipping rows another instance holds), so instances may run it together.
 */
export function createRelease({ db, clock, write, dropCached, announce, assign }: ReleaseDeps) {
  return {
    async releaseFrom(agentIds: string[], signal?: AbortSignal): Promise<number> {
      if (agentIds.length === 0) return 0;
      let released = 0;
      while (!signal?.aborted) {
        const changes = await db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(tickets)
            .where(and(inArray(tickets.assigneeId, agentIds), inArray(tickets.status, OPEN_TICKET)))
            .orderBy(asc(tickets.department), asc(tickets.number))
            .limit(BATCH)
            .for('update', { skipLocked: true });
          // By department: every transaction takes the queues' locks in one order, so two never wait on each other.
          const done: Array<{ before: TicketRow; after: TicketRow }> = [];
          for (const before of rows) {
            // The gone agent is not online, so the round-robin never hands the ticket back to them.
            const after = await write(tx, before, { assigneeId: await assign(tx, { ...before, assigneeId: null }) }, null, clock.now());
            done.push({ before, after });
          }
          return done;
        });
        if (changes.length === 0) break;
        released += changes.length;
        await dropCached(batchTags(changes));
        for (const { before, after } of changes) await announce(before, after);
      }
      return released;
    },
  };
}
