import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accounts, ticketStars, tickets } from '../../db/schema/index.js';
import type { AccountRef } from './access.js';

export const client = alias(accounts, 'client');
export const assignee = alias(accounts, 'assignee');

export const starredBy = (viewerId: AccountRef) =>
  and(eq(ticketStars.ticketId, tickets.id), eq(ticketStars.accountId, viewerId));

/** What a list row and a ticket's page show: the ticket, its client's and assignee's names, the viewer's star. */
const summaryColumns = {
  ticket: tickets,
  clientName: client.fullName,
  clientLang: client.lang,
  assigneeName: assignee.fullName,
  starred: sql<boolean>`${ticketStars.ticketId} is not null`,
};

/** A list row's columns: its summary, and its sort time exactly as PostgreSQL keeps it (microseconds, which a JavaScript date drops) for the page's cursors. */
const listColumns = {
  ...summaryColumns,
  cursorAt: sql<string>`to_char(${tickets.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

const isClient = eq(client.id, tickets.ownerId);
const isAssignee = eq(assignee.id, tickets.assigneeId);

/** Ticket rows with what a list row and a ticket's page show, as `viewerId` sees them. */
export const summaries = (db: Db, viewerId: AccountRef) =>
  db.select(summaryColumns).from(tickets).innerJoin(client, isClient).leftJoin(assignee, isAssignee).leftJoin(ticketStars, starredBy(viewerId));

/** A list's rows: summaries with their cursors' sort time. */
export const listRows = (db: Db, viewerId: AccountRef) =>
  db.select(listColumns).from(tickets).innerJoin(client, isClient).leftJoin(assignee, isAssignee).leftJoin(ticketStars, starredBy(viewerId));
