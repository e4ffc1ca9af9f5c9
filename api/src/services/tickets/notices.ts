import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ticketNotices, tickets, type TicketRow } from '../../db/schema/index.js';
import type { NotifyTicketChange, TicketChange } from './change.js';

/** Notices expanded per transaction. */
const BATCH = 20;

/** One expansion at a time across the instances: a ticket's notices then go out in its changes' order. */
const EXPANSION_LOCK = sql`select pg_advisory_xact_lock(hashtext('ticket_notices'))`;

/** The ticket's timestamp columns: a notice's JSON carries them as strings. */
const DATE_KEYS = new Set(Object.entries(getTableColumns(tickets)).filter(([, column]) => column.dataType === 'date').map(([key]) => key));

function reviveRow(row: Record<string, unknown> | null): TicketRow | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value])) as TicketRow;
}

/** A change as recorded (JSON) back as the notifications read it. */
export function reviveChange(recorded: unknown): TicketChange {
  const change = recorded as Omit<TicketChange, 'before' | 'after'> & { before: Record<string, unknown> | null; after: Record<string, unknown> };
  return { ...change, before: reviveRow(change.before), after: reviveRow(change.after)! };
}

export interface TicketNotices {
  /** Sends every recorded notice to `notify` (the outbox), oldest first; one run at a time in this instance. */
  expand(): Promise<number>;
  /** `expand` in the background: a change's author does not wait for it. A failure is reported; the next sweep retries. */
  soon(): void;
  /** Resolves once no expansion runs in this instance (before it closes its database). */
  idle(): Promise<void>;
}

/**
 * Expands the notices a ticket action recorded with its change. The expansion claims and deletes a
 * batch and queues its notifications in one transaction, so a notice is sent exactly once even if
 * an instance stops halfway (the rows come back when its transaction rolls back).
 */
export function createTicketNotices(db: Db, notify: NotifyTicketChange, onError: (error: unknown) => void): TicketNotices {
  let running: Promise<number> | null = null;
  let again = false;

  const batch = () =>
    db.transaction(async (tx) => {
      await tx.execute(EXPANSION_LOCK);
      const oldest = tx.select({ id: ticketNotices.id }).from(ticketNotices).orderBy(ticketNotices.id).limit(BATCH);
      const claimed = await tx.delete(ticketNotices).where(inArray(ticketNotices.id, oldest)).returning();
      // RETURNING keeps no order of its own.
      for (const row of claimed.sort((a, b) => a.id - b.id)) await notify(tx, reviveChange(row.change));
      return claimed.length;
    });

  async function drain(): Promise<number> {
    let total = 0;
    for (let sent = BATCH; sent === BATCH; total += sent) sent = await batch();
    return total;
  }

  function expand(): Promise<number> {
    // A notice recorded while a run is under way may have missed its claim: the run goes round again.
    if (running) {
      again = true;
      return running;
    }
    const run = async () => {
      let total = 0;
      do {
        again = false;
        total += await drain();
      } while (again);
      return total;
    };
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    expand,
    soon: () => {
      expand().catch(onError);
    },
    idle: async () => {
      await running?.catch(() => undefined);
    },
  };
}

/** What records `change`'s notices (JSON), written in the statement that writes the change. */
export const noticeOf = (change: TicketChange): string => JSON.stringify(change);
