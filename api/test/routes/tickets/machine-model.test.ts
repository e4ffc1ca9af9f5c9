import { TICKET_STATUSES, type TicketAction, type TicketOutcome, type TicketRole, decide } from '@site/shared/tickets';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { ticketReplies, tickets } from '../../../src/db/schema/index.js';
import { DAY, FakeClock } from '../../../src/lib/clock.js';
import { AGENT, AGENT2, appForFile, call, loginToken, signUpClient } from '../../helper.js';
import { accountIdOf, ticketInState, ticketRow } from '../../fixtures/tickets.js';

/*
 * Model-based: random sequences of ticket actions, by the client and by the assigned agent, sent
 * to the real API, with days passing in between. The shared state machine is the model: whatever
 * it allows must answer 2xx and lead where it says; whatever it refuses must answer 4xx and
 * change nothing. After every step the stored ticket is in a state the machine knows.
 */
const clock = new FakeClock(new Date('2026-11-20T09:00:00Z'));
const app = appForFile({ clock });
const people = { client: { token: '', id: '' }, agent: { token: '', id: '' }, agent2: { token: '', id: '' } };

beforeAll(async () => {
  people.client.token = await signUpClient(app);
  people.agent.token = await loginToken(app, AGENT.email, AGENT.password);
  people.agent2.token = await loginToken(app, AGENT2.email, AGENT2.password);
  for (const person of Object.values(people)) person.id = await accountIdOf(app, person.token);
});

type Action = Exclude<TicketAction, 'autoClose'>;
const ACTIONS: Action[] = ['edit', 'delete', 'reply', 'close', 'reopen', 'start', 'resolve', 'transfer', 'star', 'rate'];

interface Model {
  status: TicketOutcome;
  replyCount: number;
  statusChangedAt: Date;
  rated: boolean;
  /** The agent the ticket is assigned to: only they reach it among the agents. */
  assignee: 'agent' | 'agent2';
}
interface Real {
  id: string;
}

/** The request each action is over the API; a transfer hands the ticket to the other agent. */
function request(action: Action, id: string, model: Model): { method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object } {
  const other = model.assignee === 'agent' ? people.agent2.id : people.agent.id;
  switch (action) {
    case 'edit': return { method: 'PATCH', url: `/api/tickets/${id}`, payload: { subject: 'Edited subject' } };
    case 'delete': return { method: 'DELETE', url: `/api/tickets/${id}` };
    case 'reply': return { method: 'POST', url: `/api/tickets/${id}/replies`, payload: { body: 'A reply' } };
    case 'close': return { method: 'POST', url: `/api/tickets/${id}/close` };
    case 'reopen': return { method: 'POST', url: `/api/tickets/${id}/reopen` };
    case 'start': return { method: 'POST', url: `/api/tickets/${id}/status`, payload: { status: 'in_progress' } };
    case 'resolve': return { method: 'POST', url: `/api/tickets/${id}/status`, payload: { status: 'resolved' } };
    case 'transfer': return { method: 'POST', url: `/api/tickets/${id}/transfer`, payload: { assigneeId: other, note: 'Handing over' } };
    case 'star': return { method: 'POST', url: `/api/tickets/${id}/star`, payload: { starred: true } };
    case 'rate': return { method: 'POST', url: `/api/tickets/${id}/rate`, payload: { rating: 4 } };
  }
}

async function expectStoredAsModel(model: Model, real: Real) {
  const row = await ticketRow(app, real.id);
  if (model.status === 'deleted') return expect(row).toBeUndefined();
  expect(TICKET_STATUSES).toContain(row?.status);
  expect(row?.status).toBe(model.status);
  const [replies] = await app.deps.db.select({ n: count() }).from(ticketReplies).where(eq(ticketReplies.ticketId, real.id));
  expect({ replyCount: row?.replyCount, stored: replies?.n }).toEqual({ replyCount: model.replyCount, stored: model.replyCount });
}

class Act implements fc.AsyncCommand<Model, Real> {
  constructor(readonly action: Action, readonly role: TicketRole) {}
  check = (model: Readonly<Model>) => model.status !== 'deleted';
  async run(model: Model, real: Real) {
    const facts = { status: model.status as Exclude<TicketOutcome, 'deleted'>, replyCount: model.replyCount, statusChangedAt: model.statusChangedAt, rated: model.rated };
    const decision = decide(this.action, this.role, facts, clock.now());
    const token = people[this.role === 'client' ? 'client' : model.assignee].token;
    const response = await call(app, { ...request(this.action, real.id, model), token });
    if (!decision.allowed) {
      expect(`${this.role} ${this.action}: ${response.status}`).toMatch(/: 409$/);
      return expectStoredAsModel(model, real);
    }
    expect(`${this.role} ${this.action}: ${response.status}`).toMatch(/: 2\d\d$/);
    if (decision.next !== model.status) model.statusChangedAt = clock.now();
    model.status = decision.next;
    if (this.action === 'reply') model.replyCount += 1;
    if (this.action === 'rate') model.rated = true;
    if (this.action === 'transfer') model.assignee = model.assignee === 'agent' ? 'agent2' : 'agent';
    await expectStoredAsModel(model, real);
  }
  toString = () => `${this.role} ${this.action}`;
}

/**
 * Days pass for the ticket: its last status change moves back in time, in the database and in the
 * model (moving the app's clock instead would also end the sessions the steps sign in with).
 */
class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(readonly days: number) {}
  check = (model: Readonly<Model>) => model.status !== 'deleted';
  async run(model: Model, real: Real) {
    model.statusChangedAt = new Date(model.statusChangedAt.getTime() - this.days * DAY);
    await app.deps.db.update(tickets).set({ statusChangedAt: model.statusChangedAt }).where(eq(tickets.id, real.id));
  }
  toString = () => `wait ${this.days} days`;
}

const commands = [
  fc.constantFrom(...ACTIONS).chain((action) => fc.constantFrom<TicketRole>('client', 'agent').map((role) => new Act(action, role))),
  fc.integer({ min: 1, max: 10 }).map((days) => new Wait(days)),
];

test('any sequence of actions keeps the ticket where the shared machine says, and the API agrees with it', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (sequence) => {
      const row = await ticketInState(app, { ownerId: people.client.id, assigneeId: people.agent.id, department: 'general', statusChangedAt: clock.now() });
      const model: Model = { status: 'new', replyCount: 0, statusChangedAt: clock.now(), rated: false, assignee: 'agent' };
      await fc.asyncModelRun(() => ({ model, real: { id: row.id } }), sequence);
    }),
    { numRuns: 50 },
  );
}, 60_000);
