import type { TicketAction, TicketOutcome, TicketRole } from '@site/shared/tickets';
import { decide } from '@site/shared/tickets';
import type { BusinessCalendar } from '@site/shared/hours';
import type { TicketDetail } from '@site/shared/types';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { type Viewer, roleOf } from './access.js';
import type { ChangeFacts } from './change.js';
import { type EventValues, type ReplyValues, applyChange, removeAt, visibleVersion } from './change-statement.js';
import { refused } from './errors.js';
import { noticeOf } from './notices.js';
import { type SlaCause, slaChange } from './sla.js';

/** A ticket's new values. */
export type Change = Partial<TicketRow>;

/** What an action writes: the ticket's new values and what goes with them. */
interface Plan {
  /** The ticket's new values; null when the action writes beside the ticket only (a star). */
  change: Change | null;
  /** A reply written with the change. */
  reply?: ReplyValues & { viaEmail?: string };
  /** Events written with the change (a transfer, a rating); the status event is added when the status moves. */
  events?: EventValues[];
  /** A transfer's note for the next agent, for the notifications. */
  note?: string;
  /** Writes of their own (files, a star, an inbound email's id), in the change's transaction. */
  also?: (tx: Db) => Promise<void>;
  /** The action deletes the ticket. */
  remove?: true;
}

/**
 * An action whose write finds the ticket changed since it read it starts again; the last attempt
 * locks the row first, so a ticket changed without pause still takes the action.
 */
const ATTEMPTS = 4;

/** The ticket changed between the action's read and its write: nothing was written. */
const STALE = Symbol('stale');

/** Who did what when, as the change's notice and service-level figures need it. */
interface ChangeContext {
  action: TicketAction;
  actorId: string;
  actorName: string;
  now: Date;
  /** Whose reply it was, when the action is one (it moves the service-level figures). */
  replyBy?: TicketRole;
}

/** What the writes share with the ticket service. */
export interface TicketActionDeps {
  db: Db;
  clock: Clock;
  calendar: BusinessCalendar;
  /** Drops the change's cached answers and tells the views (the service's `tell`). */
  tell: (before: TicketRow | null, after: TicketRow | null) => Promise<void>;
  /** Reads the ticket as a viewer sees it into the cache (the service's `detail`). */
  detail: (viewer: Viewer, id: string) => Promise<TicketDetail | null>;
  /** Called once a change is told: its notifications go out from here. */
  afterChange: () => void;
}

/**
 * How the desk writes: `act` runs a person's action of the state machine, `write` a change of the
 * timed work under its own lock. Both write a change in one statement (`change-statement.ts`).
 */
export function createTicketActions({ db, clock, calendar, tell, detail, afterChange }: TicketActionDeps) {
  /**
   * Runs one action of the state machine: reads the ticket (404 if the viewer may not see it), asks
   * the machine (409 if refused), then writes what `plan` returns in one statement, only if the
   * ticket is still as it was read (`change-statement.ts`), or in one transaction when the plan has
   * writes of its own. A change that was written is then announced and its notifications sent.
   * Returns the ticket as it was before the action.
   */
  async function act(
    viewer: Viewer,
    id: string,
    action: TicketAction,
    plan: (ticket: TicketRow, next: TicketOutcome, ctx: { role: TicketRole }) => Plan | Promise<Plan>,
  ): Promise<TicketRow> {
    const attempt = async (q: Db, locked: boolean) => {
      const seen = await visibleVersion(q, viewer, id, locked);
      if (!seen) throw notFound();
      const { ticket, version, viewerName } = seen;
      const role = roleOf(viewer, ticket);
      const now = clock.now();
      const decision = decide(action, role, { ...ticket, rated: ticket.rating !== null }, now);
      if (!decision.allowed) throw refused(decision.reason);
      const planned = await plan(ticket, decision.next, { role });
      const ctx: ChangeContext = { action, actorId: viewer.id, actorName: viewerName, now, replyBy: action === 'reply' ? role : undefined };
      const after = await store(q, locked, ticket, version, planned, ctx);
      return after === STALE ? STALE : { before: ticket, after };
    };
    for (let tries = 1; ; tries += 1) {
      const done = tries < ATTEMPTS ? await attempt(db, false) : await db.transaction((tx) => attempt(tx, true));
      if (done === STALE) continue;
      const { before, after } = done;
      // The actor's answer is the ticket as they now see it: read into the cache the route answers
      // from while the message goes out, rather than after it.
      if (after) {
        await Promise.all([tell(before, after), detail(viewer, id)]);
        afterChange();
      }
      return before;
    }
  }

  /**
   * Writes a plan: the ticket's values (with the status event and service-level figures the change
   * moves) with its reply, events and notice in one statement, and the plan's own writes with it
   * in one transaction. STALE when the ticket is no longer the version read.
   */
  async function store(q: Db, locked: boolean, ticket: TicketRow, version: string, plan: Plan, ctx: ChangeContext): Promise<TicketRow | null | typeof STALE> {
    if (plan.remove) return (await removeAt(q, ticket.id, version)) ? null : STALE;
    const { change, also } = plan;
    if (!change) {
      if (also) await also(q);
      return null;
    }
    const values = await changeValues(q, ticket, change, ctx.now, { replyBy: ctx.replyBy });
    const reply = plan.reply && { id: plan.reply.id, authorId: plan.reply.authorId, body: plan.reply.body };
    const facts: ChangeFacts = { note: plan.note, reply: plan.reply && { id: plan.reply.id, body: plan.reply.body, viaEmail: plan.reply.viaEmail } };
    const notice = noticeOf({ action: ctx.action, before: ticket, after: { ...ticket, ...values }, actorId: ctx.actorId, actorName: ctx.actorName, ...facts });
    const events = [...statusEvent(ticket, values, ctx.actorId), ...(plan.events ?? [])];
    const write = async (tx: Db) => {
      const written = await applyChange(tx, { id: ticket.id, version, values, reply, events, notice });
      if (!written) return STALE;
      if (also) await also(tx);
      return written;
    };
    if (!also || locked) return write(q);
    // Rolled back when its own writes fail (a refused file); STALE writes nothing to roll back.
    return q.transaction(write);
  }

  /** The ticket's values after `change`: when its status moves, when it was updated, and the service-level figures it moves. */
  async function changeValues(q: Db, ticket: TicketRow, change: Change, now: Date, cause: SlaCause = {}) {
    const moved = change.status !== undefined && change.status !== ticket.status;
    const values: Change = moved ? { ...change, statusChangedAt: now } : { ...change };
    const sla = await slaChange(q, calendar, ticket, values, cause, now);
    return { ...values, ...sla, updatedAt: now };
  }

  /** The event that records a status change, if the values move it (`actorId` null: the system). */
  const statusEvent = (ticket: TicketRow, values: Change, actorId: string | null): EventValues[] =>
    values.status && values.status !== ticket.status ? [{ actorId, kind: 'status', fromStatus: ticket.status, toStatus: values.status }] : [];

  /**
   * Writes a change of the timed work (auto-close, assignment), whose transaction holds the
   * ticket's lock: its values, status event and service-level figures in one statement.
   */
  async function write(tx: Db, ticket: TicketRow, change: Change, actorId: string | null, now: Date, cause: SlaCause = {}): Promise<TicketRow> {
    const values = await changeValues(tx, ticket, change, now, cause);
    return (await applyChange(tx, { id: ticket.id, values, events: statusEvent(ticket, values, actorId) }))!;
  }

  return { act, write };
}
