import { can } from '@site/shared/permissions';
import type { TicketBox, TicketRole } from '@site/shared/tickets';
import { type Placeholder, type SQL, and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AccountRow, agentDepartments, tickets } from '../../db/schema/index.js';

/** Who is asking: an account and its role in the product. */
export interface Viewer {
  id: string;
  role: AccountRow['role'];
}

export const viewerOf = (account: Pick<AccountRow, 'id' | 'role'>): Viewer => ({ id: account.id, role: account.role });

/** An account id, or the parameter that carries it in a prepared statement. */
export type AccountRef = string | Placeholder;

const departmentsOf = (db: Db, agentId: AccountRef) =>
  db.select({ department: agentDepartments.department }).from(agentDepartments).where(eq(agentDepartments.accountId, agentId));

/** The tickets that reach an agent: assigned to them, or waiting unassigned in one of their departments. */
const agentQueue = (db: Db, agentId: AccountRef) =>
  or(eq(tickets.assigneeId, agentId), and(isNull(tickets.assigneeId), inArray(tickets.department, departmentsOf(db, agentId))));

/**
 * The tickets `viewer` may see: a client sees the tickets that are for them; an agent also sees
 * their queue and the tickets they opened for clients. Everything else answers 404.
 */
export const visibleTo = (db: Db, viewer: Viewer): SQL => visibleBy(db, viewer.id, can(viewer.role, 'support.work'));

/** `visibleTo` for a viewer who works in support (`support`) or not. */
export function visibleBy(db: Db, viewerId: AccountRef, support: boolean): SQL {
  const own = eq(tickets.ownerId, viewerId);
  if (!support) return own;
  return or(own, eq(tickets.openedById, viewerId), agentQueue(db, viewerId)) as SQL;
}

/**
 * The two lists. Outgoing: what the viewer raised. Incoming: for an agent, their queue (not
 * their own tickets); for a client, the tickets support opened on their behalf.
 */
export function inBox(db: Db, viewerId: AccountRef, support: boolean, box: TicketBox): SQL {
  if (box === 'outgoing') return eq(tickets.openedById, viewerId);
  if (support) return and(ne(tickets.ownerId, viewerId), agentQueue(db, viewerId)) as SQL;
  return and(eq(tickets.ownerId, viewerId), ne(tickets.openedById, viewerId)) as SQL;
}

/** A requester without an account: the ticket's owner is then the agent who opened it, holding it for them. */
export const forContact = (ticket: { contactEmail?: string | null; contactName?: string | null; contactPhone?: string | null }) =>
  !!(ticket.contactEmail || ticket.contactName || ticket.contactPhone);

/**
 * The viewer's part in a ticket they can see: the client it is for, or support. The agent who
 * opened a ticket for a contact works on it as support, not as its client.
 */
export const roleOf = (viewer: Viewer, ticket: { ownerId: string } & Parameters<typeof forContact>[0]): TicketRole =>
  ticket.ownerId === viewer.id && !forContact(ticket) ? 'client' : 'agent';
