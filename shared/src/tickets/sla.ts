import { addBusinessTime, businessTimeBetween, type BusinessCalendar } from '../hours';
import type { TicketDepartment } from './constants';

/**
 * Service levels of the desk: a first answer and a resolution within so much business time,
 * per department and urgency. The clock stands still while the ticket waits for the client
 * (support answered last) and while it is solved; the API keeps the figures on the ticket and
 * this module turns them into what the agent sees.
 */

const HOUR = 3_600_000;

/** ok: under 80 % of the target; soon: 80 % reached; breached: past the target; paused: waiting for the client; met: solved in time. */
export const SLA_STATES = ['ok', 'soon', 'breached', 'paused', 'met'] as const;
export type SlaState = (typeof SLA_STATES)[number];
export type SlaTarget = 'firstResponse' | 'resolution';

/** The share of a target after which the assignee is warned and the ticket is "breaching soon". */
export const SLA_WARN_SHARE = 0.8;

/** The "breaching soon" filter of the agent's list: 80 % reached but not yet breached, or breached. */
export const SLA_FILTERS = ['soon', 'breached'] as const;
export type SlaFilter = (typeof SLA_FILTERS)[number];

export interface SlaPolicy {
  department: TicketDepartment;
  urgent: boolean;
  firstResponseMs: number;
  resolutionMs: number;
}

/**
 * The seeded targets in business hours. Urgent tickets: an answer within 1 hour and a fix within
 * a working day; others within 4 hours and 3 working days (billing 2 days: invoices are quick;
 * sales answers within 2 hours: a waiting buyer goes elsewhere).
 */
export const DEFAULT_SLA_POLICIES: readonly SlaPolicy[] = [
  { department: 'technical', urgent: true, firstResponseMs: 1 * HOUR, resolutionMs: 9 * HOUR },
  { department: 'technical', urgent: false, firstResponseMs: 4 * HOUR, resolutionMs: 27 * HOUR },
  { department: 'billing', urgent: true, firstResponseMs: 1 * HOUR, resolutionMs: 9 * HOUR },
  { department: 'billing', urgent: false, firstResponseMs: 4 * HOUR, resolutionMs: 18 * HOUR },
  { department: 'sales', urgent: true, firstResponseMs: 1 * HOUR, resolutionMs: 9 * HOUR },
  { department: 'sales', urgent: false, firstResponseMs: 2 * HOUR, resolutionMs: 27 * HOUR },
  { department: 'general', urgent: true, firstResponseMs: 1 * HOUR, resolutionMs: 9 * HOUR },
  { department: 'general', urgent: false, firstResponseMs: 4 * HOUR, resolutionMs: 27 * HOUR },
];

/** The SLA figures kept on a ticket. */
export interface SlaFacts {
  createdAt: Date;
  slaFirstResponseMs: number | null;
  slaResolutionMs: number | null;
  firstResponseAt: Date | null;
  firstResponseMs: number | null;
  solvedAt: Date | null;
  resolutionMs: number | null;
  slaPausedMs: number;
  slaPausedSince: Date | null;
  slaWarnAt: Date | null;
  slaDueAt: Date | null;
}

/** What changed on a ticket, as the SLA clock cares. */
export interface SlaEvent {
  /** Support answered (the first answer stops the first-response clock and starts waiting for the client). */
  agentReplied?: boolean;
  /** The client answered: the clock runs again. */
  clientReplied?: boolean;
  /** Solved now (resolved or closed), or open again after being solved. */
  solved?: boolean;
}

/** Business time on the clock at `at`: from creation, less the pauses. */
export function slaElapsed(calendar: BusinessCalendar, facts: SlaFacts, at: Date): number {
  const paused = facts.slaPausedSince ? businessTimeBetween(calendar, facts.slaPausedSince, at) : 0;
  return Math.max(0, businessTimeBetween(calendar, facts.createdAt, at) - facts.slaPausedMs - paused);
}

/** The target the clock runs for now: the first answer, then the resolution; none once solved. */
export function runningTarget(facts: Pick<SlaFacts, 'firstResponseAt' | 'solvedAt' | 'slaFirstResponseMs' | 'slaResolutionMs'>): SlaTarget | null {
  if (facts.solvedAt || facts.slaResolutionMs === null) return null;
  return facts.firstResponseAt || facts.slaFirstResponseMs === null ? 'resolution' : 'firstResponse';
}

/** The instants the running target reaches 80 % and 100 %, or nulls while paused or solved. */
export function slaDeadlines(calendar: BusinessCalendar, facts: SlaFacts): { slaWarnAt: Date | null; slaDueAt: Date | null } {
  const target = runningTarget(facts);
  if (!target || facts.slaPausedSince) return { slaWarnAt: null, slaDueAt: null };
  const ms = (target === 'firstResponse' ? facts.slaFirstResponseMs : facts.slaResolutionMs)!;
  return {
    slaWarnAt: addBusinessTime(calendar, facts.createdAt, Math.round(ms * SLA_WARN_SHARE) + facts.slaPausedMs),
    slaDueAt: addBusinessTime(calendar, facts.createdAt, ms + facts.slaPausedMs),
  };
}

/**
 * The figures after an event at `now`: the first answer and the resolution measured, pauses
 * started or ended, and the running target's deadlines worked out again.
 */
export function slaAfter(calendar: BusinessCalendar, facts: SlaFacts, event: SlaEvent, now: Date): SlaFacts {
  if (facts.slaResolutionMs === null) return facts;
  const next = { ...facts };
  const endPause = () => {
    if (!next.slaPausedSince) return;
    next.slaPausedMs += businessTimeBetween(calendar, next.slaPausedSince, now);
    next.slaPausedSince = null;
  };
  const startPause = () => {
    next.slaPausedSince ??= now;
  };
  if (event.solved === false && next.solvedAt) {
    next.solvedAt = null;
    next.resolutionMs = null;
    endPause();
  }
  if (event.clientReplied) endPause();
  if (event.agentReplied && !next.firstResponseAt) {
    next.firstResponseAt = now;
    next.firstResponseMs = slaElapsed(calendar, next, now);
  }
  if (event.agentReplied && !next.solvedAt && event.solved !== true) startPause();
  if (event.solved === true && !next.solvedAt) {
    next.resolutionMs = slaElapsed(calendar, next, now);
    next.solvedAt = now;
    startPause();
  }
  return { ...next, ...slaDeadlines(calendar, next) };
}

/** A ticket's service level as the agent sees it. */
export interface TicketSla {
  state: SlaState;
  /** The target the clock runs for (null once solved). */
  target: SlaTarget | null;
  /** The running target's 80 % and 100 % instants (ISO), while the clock runs. */
  warnAt: string | null;
  dueAt: string | null;
}

/** The state at `now` from the stored figures; null for tickets raised before service levels. */
export function slaOf(facts: SlaFacts, now: Date): TicketSla | null {
  if (facts.slaResolutionMs === null) return null;
  const target = runningTarget(facts);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  if (!target) {
    const late = (facts.resolutionMs ?? 0) > facts.slaResolutionMs || (facts.firstResponseMs ?? 0) > (facts.slaFirstResponseMs ?? Infinity);
    return { state: late ? 'breached' : 'met', target, warnAt: null, dueAt: null };
  }
  if (facts.slaPausedSince) return { state: 'paused', target, warnAt: null, dueAt: null };
  return { state: clockState(now, facts.slaWarnAt, facts.slaDueAt), target, warnAt: iso(facts.slaWarnAt), dueAt: iso(facts.slaDueAt) };
}

/** ok, soon or breached as the clock runs (the portal ticks it without asking again). */
export function clockState(now: Date, warnAt: Date | null, dueAt: Date | null): 'ok' | 'soon' | 'breached' {
  if (dueAt && now >= dueAt) return 'breached';
  if (warnAt && now >= warnAt) return 'soon';
  return 'ok';
}
