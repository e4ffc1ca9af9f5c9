import type { TicketAction, TicketOutcome } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';

/** One change as the notifications see it; `actorId` is null when the system acted (auto-close). */
export interface TicketChange {
  action: TicketAction | 'create';
  before: TicketRow | null;
  after: TicketRow;
  actorId: string | null;
  /** The actor's name, when the action already read it (the notifications then need no query for it). */
  actorName?: string;
  /** A reply's text and id, for the reply notifications; `viaEmail` is the Message-ID of the email it came in. */
  reply?: { id: string; body: string; viaEmail?: string };
  /** A transfer's note for the next agent. */
  note?: string;
}

export type NotifyTicketChange = (tx: Db, change: TicketChange) => Promise<void>;

/** Extra facts an action's `apply` hands to the notifications. */
export type ChangeFacts = Pick<TicketChange, 'reply' | 'note'>;

/** A running target reached 80 % or 100 %: the warning to the assignee (or the department's agents while unassigned). */
export interface SlaWarning {
  ticket: TicketRow;
  target: 'firstResponse' | 'resolution';
  level: 80 | 100;
}

/** Queues a warning's emails inside the transaction that records it; returns who was warned. */
export type NotifySlaWarning = (tx: Db, warning: SlaWarning) => Promise<string[]>;

/** The row change an outcome of the state machine makes (a deletion is written elsewhere). */
export const asStatus = (next: TicketOutcome): Partial<TicketRow> => (next === 'deleted' ? {} : { status: next });
