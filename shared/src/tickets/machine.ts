import { REOPEN_WINDOW_MS, type TicketStatus } from './constants';

/**
 * The ticket state machine: for each status, which action each party may take and the
 * status it leads to. The API refuses (409) anything not in this table and the portal only
 * offers what it allows, so the two can never disagree.
 *
 * Parties are relative to one ticket: `client` is the person the ticket is for (whoever
 * raised it, or the client an agent opened it for), `agent` is support staff working on it,
 * `system` is the auto-close job.
 */
export const TICKET_ACTIONS = ['edit', 'delete', 'reply', 'close', 'reopen', 'start', 'resolve', 'transfer', 'star', 'rate', 'autoClose'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export type TicketRole = 'client' | 'agent';
export type TicketActor = TicketRole | 'system';

/** Where an action leads: a status, or the ticket is gone. */
export const DELETED = 'deleted' as const;
export type TicketOutcome = TicketStatus | typeof DELETED;

type Row = Partial<Record<TicketAction, Partial<Record<TicketActor, TicketOutcome>>>>;

export const TRANSITIONS: Record<TicketStatus, Row> = {
  new: {
    edit: { client: 'new' },
    delete: { client: DELETED },
    reply: { client: 'new', agent: 'in_progress' },
    close: { client: 'closed_by_client' },
    start: { agent: 'in_progress' },
    resolve: { agent: 'resolved' },
    transfer: { agent: 'new' },
    star: { client: 'new', agent: 'new' },
  },
  in_progress: {
    reply: { client: 'in_progress', agent: 'in_progress' },
    close: { client: 'closed_by_client' },
    resolve: { agent: 'resolved' },
    transfer: { agent: 'in_progress' },
    star: { client: 'in_progress', agent: 'in_progress' },
  },
  resolved: {
    // The client answering a resolved ticket means it is not solved yet.
    reply: { client: 'in_progress', agent: 'resolved' },
    close: { client: 'closed_by_client' },
    reopen: { client: 'in_progress' },
    start: { agent: 'in_progress' },
    rate: { client: 'resolved' },
    star: { client: 'resolved', agent: 'resolved' },
    autoClose: { system: 'closed_by_client' },
  },
  closed_by_client: {
    reopen: { client: 'in_progress' },
    rate: { client: 'closed_by_client' },
    star: { client: 'closed_by_client', agent: 'closed_by_client' },
  },
};

/** What the guards read about a ticket, besides its status. */
export interface TicketFacts {
  status: TicketStatus;
  /** Replies from anyone; a ticket can be edited or deleted only before the first. */
  replyCount: number;
  /** When the status last changed (the reopen window counts from closing or resolving). */
  statusChangedAt: Date | string;
  rated: boolean;
}

/** Why an action is refused: each has a translated message in the API. */
export type TicketRefusal = 'notAllowed' | 'hasReplies' | 'reopenExpired' | 'alreadyRated';

export type TicketDecision = { allowed: true; next: TicketOutcome } | { allowed: false; reason: TicketRefusal };

const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Conditions beyond the table, per action. */
const GUARDS: Partial<Record<TicketAction, (facts: TicketFacts, now: Date) => TicketRefusal | null>> = {
  edit: (facts) => (facts.replyCount > 0 ? 'hasReplies' : null),
  delete: (facts) => (facts.replyCount > 0 ? 'hasReplies' : null),
  reopen: (facts, now) => (now.getTime() - time(facts.statusChangedAt) > REOPEN_WINDOW_MS ? 'reopenExpired' : null),
  rate: (facts) => (facts.rated ? 'alreadyRated' : null),
};

/** May `actor` take `action` on a ticket in this state, and where does it lead? */
export function decide(action: TicketAction, actor: TicketActor, facts: TicketFacts, now: Date): TicketDecision {
  const next = TRANSITIONS[facts.status][action]?.[actor];
  if (!next) return { allowed: false, reason: 'notAllowed' };
  const refusal = GUARDS[action]?.(facts, now) ?? null;
  return refusal ? { allowed: false, reason: refusal } : { allowed: true, next };
}

/** Every action `role` may take now: the buttons the ticket page shows. */
export function allowedActions(role: TicketRole, facts: TicketFacts, now: Date): TicketAction[] {
  return TICKET_ACTIONS.filter((action) => decide(action, role, facts, now).allowed);
}

/** The last moment a closed or resolved ticket can be reopened. */
export const reopenDeadline = (facts: Pick<TicketFacts, 'statusChangedAt'>) => new Date(time(facts.statusChangedAt) + REOPEN_WINDOW_MS);
