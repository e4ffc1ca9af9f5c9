import { REOPEN_WINDOW_MS, TICKET_STATUSES } from './constants';
import { TICKET_ACTIONS, TRANSITIONS, allowedActions, decide, type TicketFacts } from './machine';

const now = new Date('2026-11-20T12:00:00Z');
const facts = (over: Partial<TicketFacts> = {}): TicketFacts => ({
  status: 'new', replyCount: 0, statusChangedAt: now, rated: false, ...over,
});

describe('ticket state machine', () => {
  it('lets a client edit, delete, reply, close and star a new ticket nobody has answered', () => {
    expect(allowedActions('client', facts(), now)).toEqual(['edit', 'delete', 'reply', 'close', 'star']);
  });

  it('lets an agent reply, start, resolve, transfer and star a new ticket, never edit, close or rate', () => {
    expect(allowedActions('agent', facts(), now)).toEqual(['reply', 'start', 'resolve', 'transfer', 'star']);
  });

  it('moves a new ticket to in progress when an agent answers it', () => {
    expect(decide('reply', 'agent', facts(), now)).toEqual({ allowed: true, next: 'in_progress' });
    expect(decide('reply', 'client', facts(), now)).toEqual({ allowed: true, next: 'new' });
  });

  it('refuses edit and delete once anyone has replied', () => {
    expect(decide('edit', 'client', facts({ replyCount: 1 }), now)).toEqual({ allowed: false, reason: 'hasReplies' });
    expect(decide('delete', 'client', facts({ replyCount: 2 }), now)).toEqual({ allowed: false, reason: 'hasReplies' });
    expect(decide('delete', 'client', facts({ status: 'in_progress' }), now)).toEqual({ allowed: false, reason: 'notAllowed' });
  });

  it('never lets a client change status or transfer, nor an agent close, reopen or rate', () => {
    for (const status of TICKET_STATUSES) {
      for (const action of ['start', 'resolve', 'transfer', 'autoClose'] as const) {
        expect(decide(action, 'client', facts({ status }), now).allowed).toBe(false);
      }
      for (const action of ['close', 'reopen', 'rate', 'edit', 'delete', 'autoClose'] as const) {
        expect(decide(action, 'agent', facts({ status }), now).allowed).toBe(false);
      }
    }
  });

  it('resolves, and a client answer to a resolved ticket puts it back in progress', () => {
    expect(decide('resolve', 'agent', facts({ status: 'in_progress' }), now)).toEqual({ allowed: true, next: 'resolved' });
    expect(decide('reply', 'client', facts({ status: 'resolved' }), now)).toEqual({ allowed: true, next: 'in_progress' });
    expect(decide('reply', 'agent', facts({ status: 'resolved' }), now)).toEqual({ allowed: true, next: 'resolved' });
  });

  it('takes no replies on a closed ticket until it is reopened', () => {
    const closed = facts({ status: 'closed_by_client' });
    expect(decide('reply', 'client', closed, now).allowed).toBe(false);
    expect(decide('reply', 'agent', closed, now).allowed).toBe(false);
    expect(allowedActions('client', closed, now)).toEqual(['reopen', 'star', 'rate']);
    expect(allowedActions('agent', closed, now)).toEqual(['star']);
  });

  it('reopens within the window only, counted from the close or resolve', () => {
    const edge = new Date(now.getTime() - REOPEN_WINDOW_MS);
    const late = new Date(edge.getTime() - 1);
    expect(decide('reopen', 'client', facts({ status: 'closed_by_client', statusChangedAt: edge }), now)).toEqual({ allowed: true, next: 'in_progress' });
    expect(decide('reopen', 'client', facts({ status: 'resolved', statusChangedAt: late.toISOString() }), now)).toEqual({ allowed: false, reason: 'reopenExpired' });
  });

  it('rates a closed or resolved ticket once, and only the client', () => {
    expect(decide('rate', 'client', facts({ status: 'resolved' }), now)).toEqual({ allowed: true, next: 'resolved' });
    expect(decide('rate', 'client', facts({ status: 'closed_by_client', rated: true }), now)).toEqual({ allowed: false, reason: 'alreadyRated' });
    expect(decide('rate', 'client', facts({ status: 'in_progress' }), now).allowed).toBe(false);
  });

  it('auto-closes only resolved tickets, as the system', () => {
    expect(decide('autoClose', 'system', facts({ status: 'resolved' }), now)).toEqual({ allowed: true, next: 'closed_by_client' });
    for (const status of ['new', 'in_progress', 'closed_by_client'] as const) {
      expect(decide('autoClose', 'system', facts({ status }), now).allowed).toBe(false);
    }
  });

  it('keeps starring a personal mark that never changes the status', () => {
    for (const status of TICKET_STATUSES) {
      expect(TRANSITIONS[status].star).toEqual({ client: status, agent: status });
    }
  });

  it('names only known actions and statuses in the table', () => {
    for (const row of Object.values(TRANSITIONS)) {
      for (const [action, byActor] of Object.entries(row)) {
        expect(TICKET_ACTIONS).toContain(action);
        for (const next of Object.values(byActor)) expect([...TICKET_STATUSES, 'deleted']).toContain(next);
      }
    }
  });
});
