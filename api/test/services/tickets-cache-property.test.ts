import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { TicketListQuery } from '@site/shared/tickets';
import { accounts } from '../../src/db/schema/index.js';
import { accountPrincipal } from '../../src/services/identity/index.js';
import { viewerOf } from '../../src/services/tickets/access.js';
import { TicketReadCache } from '../../src/services/tickets/read-cache.js';
import { type TicketService, createTicketService } from '../../src/services/tickets/service.js';
import { AGENT, AGENT2, call, instancesForFile, loginToken, signUpClient } from '../helper.js';
import { accountIdOf, validTicket } from '../fixtures/tickets.js';

// Two instances on one database (LISTEN/NOTIFY on PostgreSQL, one in-process bus on PGlite).
const instances = instancesForFile();

interface Person {
  name: string;
  token: string;
  id: string;
}

const KINDS = ['create', 'createFor', 'reply', 'close', 'reopen', 'start', 'resolve', 'transfer', 'rate', 'star', 'unstar', 'edit', 'delete'] as const;
type Kind = (typeof KINDS)[number];
interface Action {
  by: number;
  kind: Kind;
  ticket: number;
  on: 0 | 1;
  department: 'technical' | 'billing' | 'general';
}

const department = fc.constantFrom('technical' as const, 'billing' as const, 'general' as const);
const action: fc.Arbitrary<Action> = fc.record({
  by: fc.nat(3),
  kind: fc.constantFrom(...KINDS),
  ticket: fc.nat(7),
  on: fc.constantFrom(0 as const, 1 as const),
  department,
});

/** Each sequence starts with a ticket of the client and one of the other client, so the actions have something to act on. */
const sequences = fc
  .tuple(department, department, fc.array(action, { minLength: 6, maxLength: 12 }))
  .map(([first, second, rest]): Action[] => [
    { by: 0, kind: 'create', ticket: 0, on: 0, department: first },
    { by: 2, kind: 'create', ticket: 0, on: 0, department: second },
    ...rest,
  ]);

/** The lists every person reads after each step (their stars and a status filter included). */
const QUERIES: TicketListQuery[] = [
  { box: 'outgoing', sort: 'newest', page: 1, pageSize: 10 },
  { box: 'incoming', sort: 'newest', page: 1, pageSize: 10 },
  { box: 'incoming', starred: true, sort: 'newest', page: 1, pageSize: 10 },
  { box: 'outgoing', status: 'in_progress', sort: 'newest', page: 1, pageSize: 10 },
];
const queryString = (query: TicketListQuery) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

let people: Person[];
let roles: Record<string, 'client' | 'agent'>;
/** The same service reading the database on every call: what each person should see. */
let truth: TicketService;

beforeAll(async () => {
  const { a } = instances;
  const tokens = [
    ['client', await signUpClient(a)],
    ['agent', await loginToken(a, AGENT.email, AGENT.password)],
    ['other client', await signUpClient(a)],
    ['agent 2', await loginToken(a, AGENT2.email, AGENT2.password)],
  ] as const;
  people = await Promise.all(tokens.map(async ([name, token]) => ({ name, token, id: await accountIdOf(a, token) })));
  roles = Object.fromEntries(people.map((p) => [p.id, p.name.startsWith('agent') ? 'agent' : 'client']));
  truth = createTicketService({ db: a.deps.db, clock: a.deps.clock, uploads: a.uploads, cache: new TicketReadCache(Date.now, 0) });
}, 60_000);

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const viewer = (person: Person) => ({ id: person.id, role: roles[person.id]! });

/** Every list and ticket `person` can ask for, read through `app`, equals what the database says now. */
async function expectFresh(app: FastifyInstance, person: Person, tickets: string[], step: string): Promise<void> {
  for (const query of QUERIES) {
    const { status, body } = await call(app, { url: `/api/tickets?${queryString(query)}`, token: person.token });
    expect({ step, who: person.name, query, status, body }).toEqual({ step, who: person.name, query, status: 200, body: json(await truth.list(viewer(person), query)) });
  }
  for (const id of tickets) {
    const { status, body } = await call(app, { url: `/api/tickets/${id}`, token: person.token });
    const expected = await truth.detail(viewer(person), id);
    expect({ step, who: person.name, id, status, body: expected ? body : null }).toEqual({ step, who: person.name, id, status: expected ? 200 : 404, body: json(expected) });
  }
}

/** Waits until both instances heard an event published after everything sent so far (the bus keeps order). */
async function settle(apps: FastifyInstance[]): Promise<void> {
  const marker = randomUUID();
  const heard = apps.map(
    (app) =>
      new Promise<void>((resolve) => {
        const stop = app.realtime.watch(
          (topic, data) => {
            if (topic === 'test-barrier' && data === marker) {
              stop();
              resolve();
            }
          },
          () => undefined,
        );
      }),
  );
  await apps[0]!.realtime.publish('test-barrier', 'settle', marker);
  await Promise.all(heard);
}

async function perform(app: FastifyInstance, person: Person, act: Action, tickets: string[]): Promise<void> {
  const id = tickets.length > 0 ? tickets[act.ticket % tickets.length]! : randomUUID();
  const post = (url: string, payload?: object) => call(app, { method: 'POST', url: `/api/tickets/${id}${url}`, token: person.token, payload });
  const byKind: Record<Kind, () => Promise<{ status: number; body: Record<string, unknown> }>> = {
    create: () => call(app, { method: 'POST', url: '/api/tickets', token: person.token, payload: { ...validTicket, department: act.department } }),
    // Support opens a ticket on the client's behalf (as from a chat): it lands in the client's incoming box.
    createFor: async () => {
      if (roles[person.id] !== 'agent') return { status: 400, body: {} };
      const [account] = await app.deps.db.select().from(accounts).where(eq(accounts.id, person.id));
      const created = await app.tickets.create({
        clientId: people[0]!.id,
        openedBy: { viewer: viewerOf(account!), principal: accountPrincipal(account!) },
        input: { type: 'problem', department: act.department, subject: 'Opened from a chat', details: 'As discussed', urgent: false, autoClose: false, attachments: [] },
      });
      return { status: 201, body: created as unknown as Record<string, unknown> };
    },
    reply: () => post('/replies', { body: `Reply ${randomUUID().slice(0, 8)}` }),
    close: () => post('/close'),
    reopen: () => post('/reopen'),
    start: () => post('/status', { status: 'in_progress' }),
    resolve: () => post('/status', { status: 'resolved' }),
    transfer: () => post('/transfer', { assigneeId: person.id === people[3]!.id ? people[1]!.id : people[3]!.id, note: 'Over to you' }),
    rate: () => post('/rate', { rating: 4 }),
    star: () => post('/star', { starred: true }),
    unstar: () => post('/star', { starred: false }),
    edit: () => call(app, { method: 'PATCH', url: `/api/tickets/${id}`, token: person.token, payload: { subject: `Edited ${act.ticket}` } }),
    delete: () => call(app, { method: 'DELETE', url: `/api/tickets/${id}`, token: person.token }),
  };
  const { status, body } = await byKind[act.kind]();
  // Refused and unseen actions (409, 404, 400) are part of the sequence; a server error is not.
  if (status >= 500) throw new Error(`${JSON.stringify(act)} failed with ${status}: ${JSON.stringify(body)}`);
  if (status === 201 && typeof body.id === 'string') tickets.push(body.id);
}

/**
 * Random sequences of actions by a client, an agent, another client and a second agent. Every
 * view is read (and so kept in memory) before each action; after it, the actor reads their own
 * views on the instance that took the write at once, and once the change has crossed the bus
 * everyone reads every view on every instance: each answer must equal the database's.
 */
async function checkSequences(apps: FastifyInstance[], numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(sequences, async (sequence) => {
      const tickets: string[] = [];
      for (const person of people) for (const app of apps) await expectFresh(app, person, tickets, 'start');
      for (const [n, act] of sequence.entries()) {
        const app = apps[act.on % apps.length]!;
        const person = people[act.by]!;
        const step = `${n}: ${person.name} ${act.kind} #${act.ticket} on ${act.on % apps.length}`;
        await perform(app, person, act, tickets);
        await expectFresh(app, person, tickets, `${step} (own read)`);
        await settle(apps);
        for (const other of people) for (const each of apps) await expectFresh(each, other, tickets, step);
      }
    }),
    { numRuns, endOnFailure: true },
  );
}

test('on one instance, after every action everyone reads exactly what the database holds, and only their own', async () => {
  await checkSequences([instances.a], 3);
}, 180_000);

test('on two instances, a change made on either is read on both once its event crossed the bus', async () => {
  await checkSequences([instances.a, instances.b], 2);
}, 240_000);
