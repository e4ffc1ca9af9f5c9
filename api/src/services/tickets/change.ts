import type { TicketAction } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';

/** One change as the notifications see it; `actorId` is null when the system acted (auto-close). */
export interface TicketChange {
  action: TicketAction | 'create';
  before: TicketRow | null;
  after: TicketRow;
  actorId: string | null;
  /** A reply's text and id, for the reply notifications; `viaEmail` is the Message-ID of the email it came in. */
  reply?: { id: string; body: string; viaEmail?: string };
  /** A transfer's note for the next agent. */
  note?: string;
}

export type NotifyTicketChange = (tx: Db, change: TicketChange) => Promise<void>;

/** Extra facts an action's `apply` hands to the notifications. */
export type ChangeFacts = Pick<TicketChange, 'reply' | 'note'>;
