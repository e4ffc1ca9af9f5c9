import type { BusinessCalendar } from '@site/shared/hours';
import { DEFAULT_SLA_POLICIES, type SlaEvent, type SlaFacts, type TicketRole, type TicketStatus, runningTarget, slaAfter } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { TicketRow } from '../../db/schema/index.js';
import { ticketRepository as repo } from './repository.js';

/** What about an action moves the clock besides its change: who replied, if anyone. */
export interface SlaCause {
  replyBy?: TicketRole;
}

const SOLVED: readonly TicketStatus[] = ['resolved', 'closed_by_client'];
export const isSolved = (status: TicketStatus) => SOLVED.includes(status);

type SlaColumns = Pick<TicketRow, 'slaFirstResponseMs' | 'slaResolutionMs' | 'firstResponseAt' | 'firstResponseMs' | 'solvedAt' | 'resolutionMs' | 'slaPausedMs' | 'slaPausedSince' | 'slaWarnAt' | 'slaDueAt'>;

/** The stored targets of a department and urgency, or the seeded defaults when none is stored. */
async function targets(db: Db, department: TicketRow['department'], urgent: boolean) {
  const stored = await repo.slaPolicy(db, department, urgent);
  const policy = stored ?? DEFAULT_SLA_POLICIES.find((p) => p.department === department && p.urgent === urgent)!;
  return { slaFirstResponseMs: policy.firstResponseMs, slaResolutionMs: policy.resolutionMs };
}

const columnsOf = (facts: SlaFacts): SlaColumns => ({
  slaFirstResponseMs: facts.slaFirstResponseMs, slaResolutionMs: facts.slaResolutionMs, firstResponseAt: facts.firstResponseAt,
  firstResponseMs: facts.firstResponseMs, solvedAt: facts.solvedAt, resolutionMs: facts.resolutionMs, slaPausedMs: facts.slaPausedMs,
  slaPausedSince: facts.slaPausedSince, slaWarnAt: facts.slaWarnAt, slaDueAt: facts.slaDueAt,
});

/** A new ticket's targets and first deadlines. */
export async function slaOnCreate(tx: Db, calendar: BusinessCalendar, ticket: { department: TicketRow['department']; urgent: boolean }, now: Date): Promise<SlaColumns> {
  const facts: SlaFacts = {
    createdAt: now, ...(await targets(tx, ticket.department, ticket.urgent)), firstResponseAt: null, firstResponseMs: null,
    solvedAt: null, resolutionMs: null, slaPausedMs: 0, slaPausedSince: null, slaWarnAt: null, slaDueAt: null,
  };
  return columnsOf(slaAfter(calendar, facts, {}, now));
}

/**
 * The service-level columns a change moves: support's reply (the first answer; then waiting for
 * the client), the client's reply (running again), solving and reopening, and a department or
 * urgency edited while new (the targets of the new policy). The warnings sent start over when
 * the running target changes.
 */
export async function slaChange(tx: Db, calendar: BusinessCalendar, ticket: TicketRow, change: Partial<TicketRow>, cause: SlaCause, now: Date): Promise<Partial<TicketRow>> {
  if (ticket.slaResolutionMs === null) return {};
  let facts: SlaFacts = ticket;
  const retargeted = (change.department ?? ticket.department) !== ticket.department || (change.urgent ?? ticket.urgent) !== ticket.urgent;
  if (retargeted) facts = { ...facts, ...(await targets(tx, change.department ?? ticket.department, change.urgent ?? ticket.urgent)) };
  const wasSolved = isSolved(ticket.status);
  const solved = isSolved(change.status ?? ticket.status);
  const event: SlaEvent = {
    agentReplied: cause.replyBy === 'agent',
    clientReplied: cause.replyBy === 'client',
    solved: wasSolved === solved ? undefined : solved,
  };
  if (!retargeted && !event.agentReplied && !event.clientReplied && event.solved === undefined) return {};
  const after = slaAfter(calendar, facts, event, now);
  const warned = runningTarget(after) === runningTarget(ticket) ? {} : { slaWarned: 0 };
  return { ...columnsOf(after), ...warned };
}
