import { TICKET_EVENTS, ticketListTopic, ticketTopic } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';
import { ticketRepository as repo } from './repository.js';

type Publish = (topic: string, name: string, data: unknown) => Promise<void>;

/** Tells open views that a ticket changed: `before` is null for a new ticket, `after` null once deleted. */
export type Announce = (before: TicketRow | null, after: TicketRow | null) => Promise<void>;

/**
 * Announces each change on the ticket's topic and on the list topic of everyone whose lists
 * held it before or hold it now: the client, whoever opened it, the assignee before and after,
 * and, while it waits unassigned, every agent of its department. A failed announcement is
 * reported and never fails the change itself (the views catch up on their next read).
 */
export function ticketAnnouncer(db: Db, publish: Publish, onError: (error: unknown) => void): Announce {
  return async (before, after) => {
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
      await Promise.all([publish(ticketTopic(ticket.id), name, data), ...[...people].map((id) => publish(ticketListTopic(id), name, data))]);
    } catch (error) {
      onError(error);
    }
  };
}
