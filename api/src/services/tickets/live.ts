import { TICKET_EVENTS, ticketListTopic, ticketTopic } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';
import { ticketRepository as repo } from './repository.js';

import type { BusEvent } from '../../realtime/bus.js';

/**
 * Tells open views that a ticket changed: `before` is null for a new ticket, `after` null once
 * deleted. `stale` names the cached answers the change made stale: the other instances drop them
 * before they hear the change, since both go out as one message.
 */
export type Announce = (before: TicketRow | null, after: TicketRow | null, stale?: string[]) => Promise<void>;

/** The bus events that make the other instances drop the cached answers `tags` name. */
export type DropEvents = (tags: string[]) => BusEvent[];

/**
 * Announces each change on the ticket's topic and on the list topic of everyone whose lists
 * held it before or hold it now: the client, whoever opened it, the assignee before and after,
 * and, while it waits unassigned, every agent of its department. A failed announcement is
 * reported and never fails the change itself (the views catch up on their next read).
 */
export function ticketAnnouncer(db: Db, publish: (events: BusEvent[]) => Promise<void>, dropEvents: DropEvents, onError: (error: unknown) => void): Announce {
  return async (before, after, stale = []) => {
    const ticket = after ?? before;
    if (!ticket) return;
    try {
      const people = new Set<string>();
      const queues = new Set<TicketRow['department']>();
      for (const row of [before, after]) {
        if (!row) continue;
        people.add(row.ownerId).add(row.openedById);
        if (row.assigneeId) people.add(row.assigneeId);
        else queues.add(row.department);
      }
      for (const agentId of await repo.agentsIn(db, [...queues])) people.add(agentId);
      const name = after ? TICKET_EVENTS.changed : TICKET_EVENTS.deleted;
      const data = { id: ticket.id };
      const topics = [ticketTopic(ticket.id), ...[...people].map(ticketListTopic)];
      await publish([...dropEvents(stale), ...topics.map((topic) => ({ topic, name, data }))]);
    } catch (error) {
      onError(error);
    }
  };
}
