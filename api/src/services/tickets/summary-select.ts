import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accounts, ticketStars, tickets } from '../../db/schema/index.js';
import type { AccountRef } from './access.js';

export const client = alias(accounts, 'client');
export const assignee = alias(accounts, 'assignee');

export const starredBy = (viewerId: AccountRef) =>
  and(eq(ticketStars.ticketId, tickets.id), eq(ticketStars.accountId, viewerId));

/**
 * Ticket rows with what a list row and a ticket's page show: the ticket, its client's and
 * assignee's names, the viewer's star; and the row's sort time exactly as PostgreSQL keeps it
 * (microseconds, which a JavaScript date drops), for a list page's cursors.
 */
export const summaries = (db: Db, viewerId: AccountRef) =>
  db
    .select({
      ticket: tickets,
      clientName: client.fullName,
      clientLang: client.lang,
      assigneeName: assignee.fullName,
      starred: sql<boolean>`${ticketStars.ticketId} is not null`,
      cursorAt: sql<string>`to_char(${tickets.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(tickets)
    .innerJoin(client, eq(client.id, tickets.ownerId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(ticketStars, starredBy(viewerId));
