import { REOPEN_WINDOW_MS, TICKET_STATUSES, TRANSITIONS, type TicketAction } from '@site/shared/tickets';
import { count, eq } from 'drizzle-orm';
import { ticketEvents, ticketReplies } from '../../../src/db/schema/index.js';
import { DAY, FakeClock } from '../../../src/lib/clock.js';
import { AGENT, AGENT2, appForFile, call, loginToken, signUpClient } from '../../helper.js';
import { accountIdOf, ticketInState, ticketRow } from '../../fixtures/tickets.js';

const clock = new FakeClock(new Date('2026-11-20T09:00:00Z'));
const app = appForFile({ clock });
const tokens = { client: '', agent: '' };
let clientId: string;
let agentId: string;
let agent2Id: string;

beforeAll(async () => {
  tokens.client = await signUpClient(app);
  tokens.agent = await loginToken(app, AGENT.email, AGENT.password);
  clientId = await accountIdOf(app, tokens.client);
  agentId = await accountIdOf(app, tokens.agent);
  agent2Id = await accountIdOf(app, await loginToken(app, AGENT2.email, AGENT2.password));
});

/** The request each action of the state machine is, over the API. */
const REQUESTS: Record<Exclude<TicketAction, 'autoClose'>, (id: string) => { method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }> = {
  edit: (id) => ({ method: 'PATCH', url: `/api/tickets/${id}`, payload: { subject: 'Edited subject' } }),
  delete: (id) => ({ method: 'DELETE', url: `/api/tickets/${id}` }),
  reply: (id) => ({ method: 'POST', url: `/api/tickets/${id}/replies`, payload: { body: 'A reply' } }),
  close: (id) => ({ method: 'POST', url: `/api/tickets/${id}/close` }),
  reopen: (id) => ({ method: 'POST', url: `/api/tickets/${id}/reopen` }),
  start: (id) => ({ method: 'POST', url: `/api/tickets/${id}/status`, payload: { status: 'in_progress' } }),
  resolve: (id) => ({ method: 'POST', url: `/api/tickets/${id}/status`, payload: { status: 'resolved' } }),
  transfer: (id) => ({ method: 'POST', url: `/api/tickets/${id}/transfer`, payload: { assigneeId: agent2Id, note: 'Billing question' } }),
  star: (id) => ({ method: 'POST', url: `/api/tickets/${id}/star`, payload: { starred: true } }),
  rate: (id) => ({ method: 'POST', url: `/api/tickets/${id}/rate`, payload: { rating: 4, comment: 'Good' } }),
};

const cases = TICKET_STATUSES.flatMap((status) =>
  (Object.keys(REQUESTS) as Array<keyof typeof REQUESTS>).flatMap((action) =>
    (['client', 'agent'] as const).map((role) => ({ status, action, role, next: TRANSITIONS[status][action]?.[role] ?? null })),
  ),
);

const state = async (id: string) => {
  const [replies] = await app.deps.db.select({ n: count() }).from(ticketReplies).where(eq(ticketReplies.ticketId, id));
  const [events] = await app.deps.db.select({ n: count() }).from(ticketEvents).where(eq(ticketEvents.ticketId, id));
  return { row: await ticketRow(app, id), replies: replies?.n, events: events?.n };
};

describe.each(cases)('$status × $action × $role', ({ status, action, role, next }) => {
  it(next ? `leads to ${next}` : 'is refused with 409 and changes nothing', async () => {
    const ticket = await ticketInState(app, { ownerId: clientId, assigneeId: agentId, status, statusChangedAt: clock.now() });
    const before = await state(ticket.id);
    const response = await call(app, { ...REQUESTS[action](ticket.id), token: tokens[role], lang: 'en' });
    if (!next) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This action is not available for the ticket in its current status. Reload the ticket to see what you can do.');
      expect(await state(ticket.id)).toEqual(before);
      return;
    }
    expect(response.status).toBeLessThan(300);
    const after = await ticketRow(app, ticket.id);
    if (next === 'deleted') expect(after).toBeUndefined();
    else expect(after?.status).toBe(next);
  });
});

describe('guards beyond the table', () => {
  it('refuses edit and delete once someone replied, in the caller’s language', async () => {
    const ticket = await ticketInState(app, { ownerId: clientId, replyCount: 1 });
    const edit = await call(app, { ...REQUESTS.edit(ticket.id), token: tokens.client, lang: 'ar' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('لا يمكن تعديل التذكرة أو حذفها إلا قبل أن يرد عليها أحد.');
    expect((await call(app, { ...REQUESTS.delete(ticket.id), token: tokens.client })).status).toBe(409);
    expect((await ticketRow(app, ticket.id))?.subject).toBe('Fixture');
  });

  it(`reopens for ${REOPEN_WINDOW_MS / DAY} days after closing, not later`, async () => {
    const inTime = await ticketInState(app, { ownerId: clientId, status: 'closed_by_client', statusChangedAt: new Date(clock.now().getTime() - REOPEN_WINDOW_MS + 60_000) });
    const late = await ticketInState(app, { ownerId: clientId, status: 'resolved', statusChangedAt: new Date(clock.now().getTime() - REOPEN_WINDOW_MS - 60_000) });
    expect((await call(app, { ...REQUESTS.reopen(inTime.id), token: tokens.client })).status).toBe(200);
    const refused = await call(app, { ...REQUESTS.reopen(late.id), token: tokens.client, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This ticket was closed more than 14 days ago and can no longer be reopened. Please raise a new ticket.');
    expect((await ticketRow(app, late.id))?.status).toBe('resolved');
  });

  it('rates once', async () => {
    const ticket = await ticketInState(app, { ownerId: clientId, status: 'resolved' });
    expect((await call(app, { ...REQUESTS.rate(ticket.id), token: tokens.client })).body).toMatchObject({ rating: 4, ratingComment: 'Good' });
    const again = await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/rate`, payload: { rating: 1 }, token: tokens.client, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This ticket has already been rated.');
    expect((await ticketRow(app, ticket.id))?.rating).toBe(4);
  });

  it('transfers only to another agent, never to the client or the current assignee', async () => {
    const ticket = await ticketInState(app, { ownerId: clientId, assigneeId: agentId });
    for (const assigneeId of [clientId, agentId, crypto.randomUUID()]) {
      const r = await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/transfer`, payload: { assigneeId, note: 'n' }, token: tokens.agent, lang: 'en' });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual(['Agent is not valid.']);
    }
    expect((await ticketRow(app, ticket.id))?.assigneeId).toBe(agentId);
  });
});
