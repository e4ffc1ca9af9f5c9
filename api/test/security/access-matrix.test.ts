import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { agentAvailability, cannedResponses, chatConversations, outbox, sessions, ticketEvents, ticketReplies, tickets, ticketStars } from '../../src/db/schema/index.js';
import { AGENT, AGENT2, appForFile, call, freshIp, loginToken, newPerson, signUpClient } from '../helper.js';
import { files, formData } from '../fixtures/files.js';
import { raiseTicket } from '../fixtures/tickets.js';

/*
 * The access matrix: every route that takes an id, called by the resource's owner, another
 * client, an agent of the ticket's department, an agent of another department, and anonymously.
 * Each row gets fresh resources, so a cell never depends on another cell's writes. Anything but
 * the expected status is a leak. Whoever may not see a resource gets 404 (never 403, so ids do not
 * leak); 409 is a state-machine refusal to someone who may see the ticket. Stored contact messages
 * are for staff only and answer 403 to every client, whatever the id.
 */
type Caller = 'owner' | 'otherClient' | 'agent' | 'otherAgent' | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'otherClient', 'otherAgent', 'agent', 'owner'];

interface Row {
  route: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  payload?: object;
  expect: Record<Caller, number>;
}

const ANY_UUID = '00000000-0000-4000-8000-000000000000';
/** owner, otherClient, agent, otherAgent, anonymous */
const row = (method: Row['method'], route: string, statuses: [number, number, number, number, number], payload?: object): Row => ({
  method, route, payload,
  expect: { owner: statuses[0], otherClient: statuses[1], agent: statuses[2], otherAgent: statuses[3], anonymous: statuses[4] },
});

export const MATRIX: Row[] = [
  row('GET', '/api/tickets/:ticket', [200, 404, 200, 404, 401]),
  row('PATCH', '/api/tickets/:ticket', [200, 404, 409, 404, 401], { subject: 'Changed subject' }),
  row('DELETE', '/api/tickets/:ticket', [204, 404, 409, 404, 401]),
  row('POST', '/api/tickets/:ticket/replies', [201, 404, 201, 404, 401], { body: 'Hello' }),
  row('POST', '/api/tickets/:ticket/close', [200, 404, 409, 404, 401]),
  row('POST', '/api/tickets/:ticket/reopen', [409, 404, 409, 404, 401]),
  row('POST', '/api/tickets/:ticket/status', [409, 404, 200, 404, 401], { status: 'in_progress' }),
  row('POST', '/api/tickets/:ticket/transfer', [409, 404, 422, 404, 401], { assigneeId: ANY_UUID, note: 'n' }),
  row('POST', '/api/tickets/:ticket/star', [200, 404, 200, 404, 401], { starred: true }),
  row('POST', '/api/tickets/:ticket/rate', [409, 404, 409, 404, 401], { rating: 5 }),
  // Internal notes: support on the ticket only; its client gets 404 like anyone who may not see them.
  row('POST', '/api/tickets/:ticket/notes', [404, 404, 201, 404, 401], { body: 'Between agents' }),
  row('GET', '/api/uploads/:file', [200, 404, 200, 404, 404]),
  // A file on the agent's reply: the ticket's client reads it, like the agent who sent it.
  row('GET', '/api/uploads/:replyFile', [200, 404, 200, 404, 404]),
  // A personal canned reply of the department's agent: nobody else reads, changes or deletes it.
  row('GET', '/api/canned-responses/:canned', [404, 404, 200, 404, 401]),
  row('PATCH', '/api/canned-responses/:canned', [404, 404, 200, 404, 401], { shortcut: 'renamed' }),
  row('DELETE', '/api/canned-responses/:canned', [404, 404, 204, 404, 401]),
  // The agent's context pane: support working on the ticket or conversation only; its own client gets 404 too.
  row('GET', '/api/desk/tickets/:ticket/context', [404, 404, 200, 404, 401]),
  row('GET', '/api/desk/conversations/:conversation/context', [404, 404, 200, 200, 401]),
  // No id: availability is each agent's own, and clients have none.
  row('GET', '/api/desk/availability', [403, 403, 200, 200, 401]),
  row('PUT', '/api/desk/availability', [403, 403, 200, 200, 401], { state: 'away' }),
  row('DELETE', '/api/profile/sessions/:session', [204, 404, 404, 404, 401]),
  row('GET', '/api/contact/:message', [403, 403, 200, 200, 401]),
  // No id, but scoped all the same: reports need reports.read (an agent reads their own departments), never clients.
  row('GET', '/api/reports/tickets?from=2027-01-01&to=2027-03-31', [403, 403, 200, 200, 401]),
  row('GET', '/api/reports/tickets.csv?from=2027-01-01&to=2027-03-31&by=agent', [403, 403, 200, 200, 401]),
  // The mail catcher shows every queued message to anyone: it exists only with DEV_OUTBOX=1 (demos, tests), never in production.
  row('GET', '/api/dev/mail/:outgoing', [200, 200, 200, 200, 200]),
];

const CANNED = { shortcut: 'mine', title: { ar: 'خاص', en: 'Mine' }, body: { ar: 'نص', en: 'Text' } };

const app = appForFile();
const token = { owner: '', otherClient: '', agent: '', otherAgent: '' };

beforeAll(async () => {
  token.owner = await signUpClient(app);
  token.otherClient = await signUpClient(app);
  token.agent = await loginToken(app, AGENT.email, AGENT.password);
  token.otherAgent = await loginToken(app, AGENT2.email, AGENT2.password);
});

const uploadPng = async (as: string) =>
  (await call(app, { method: 'POST', url: '/api/uploads', token: as, remoteAddress: freshIp(), ...formData([['purpose', 'ticket-attachment'], ['file', { filename: 'shot.png', content: files.png() }]]) })).body.id as string;

/**
 * Fresh resources for one row: a technical ticket of the owner with a file, the closed chat it came
 * from, a session, a contact message; for a row about a reply's file, the agent's reply with a file
 * (only then: a reply ends the owner's right to edit or delete).
 */
async function resources(route: string) {
  const file = await uploadPng(token.owner);
  const ticket = await raiseTicket(app, token.owner, { department: 'technical', attachments: [file] });
  let replyFile = ANY_UUID;
  if (route.includes(':replyFile')) {
    replyFile = await uploadPng(token.agent);
    const replied = await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: token.agent, payload: { body: 'Try this', attachments: [replyFile] } });
    expect(replied.status).toBe(201);
  }
  const owner = await call(app, { method: 'GET', url: '/api/auth/me', token: token.owner });
  const session = await loginToken(app, owner.body.email as string, newPerson().password);
  const sessions = await call(app, { method: 'GET', url: '/api/profile/sessions', token: session });
  const sessionId = (sessions.body as unknown as Array<{ id: string; current: boolean }>).find((s) => !s.current)!.id;
  const message = await call(app, {
    method: 'POST', url: '/api/contact', remoteAddress: freshIp(),
    payload: { name: 'Visitor', mobile: '+966501234567', email: 'visitor@example.com', message: 'Hello there' },
  });
  const [outgoing] = await app.deps.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.channel, 'email')).orderBy(desc(outbox.createdAt)).limit(1);
  const canned = await call(app, { method: 'POST', url: '/api/canned-responses', token: token.agent, payload: CANNED });
  // A closed chat of the owner's (any number of those may exist, unlike open ones), with the ticket opened from it.
  const [conversation] = await app.deps.db
    .insert(chatConversations)
    .values({ ownerKind: 'account', ownerId: owner.body.id as string, status: 'closed', ticketId: ticket.id })
    .returning({ id: chatConversations.id });
  return { ':conversation': conversation!.id, ':canned': canned.body.id as string, ':ticket': ticket.id, ':file': file, ':replyFile': replyFile, ':session': sessionId, ':message': message.body.id as string, ':outgoing': outgoing!.id };
}

type Ids = Awaited<ReturnType<typeof resources>>;

/**
 * What a write on `route` could change, read straight from the database: the ticket with its
 * replies, history and stars, or the session. A refused write must leave it exactly as it was.
 */
async function stored(route: string, ids: Ids) {
  const { db } = app.deps;
  if (route.startsWith('/api/tickets/:ticket')) {
    const id = ids[':ticket'];
    return {
      ticket: await db.select().from(tickets).where(eq(tickets.id, id)),
      replies: await db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, id)),
      events: await db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, id)),
      stars: await db.select().from(ticketStars).where(eq(ticketStars.ticketId, id)),
    };
  }
  if (route.startsWith('/api/profile/sessions/:session')) return db.select().from(sessions).where(eq(sessions.id, ids[':session']));
  if (route.startsWith('/api/canned-responses/:canned')) return db.select().from(cannedResponses).where(eq(cannedResponses.id, ids[':canned']));
  if (route === '/api/desk/availability') return db.select().from(agentAvailability).orderBy(agentAvailability.accountId);
  throw new Error(`No stored state known for ${route}: add it before adding a write route to the matrix`);
}

test('every id route answers each caller exactly as the table says', async () => {
  const cells: string[] = [];
  let refusedWrites = 0;
  for (const entry of MATRIX) {
    for (const caller of CALLERS) {
      const ids = await resources(entry.route);
      const url = entry.route.replace(/:[a-zA-Z]+/g, (name) => ids[name as keyof typeof ids]);
      const write = entry.method !== 'GET';
      const before = write ? await stored(entry.route, ids) : null;
      const r = await call(app, { method: entry.method, url, payload: entry.payload, remoteAddress: freshIp(), token: caller === 'anonymous' ? undefined : token[caller] });
      if (r.status !== entry.expect[caller]) cells.push(`${entry.method} ${entry.route} as ${caller}: ${r.status}, expected ${entry.expect[caller]}`);
      if (write && r.status >= 400) {
        refusedWrites += 1;
        const after = await stored(entry.route, ids);
        if (!isDeepStrictEqual(after, before)) cells.push(`${entry.method} ${entry.route} as ${caller}: refused (${r.status}) but changed what is stored`);
      }
    }
  }
  expect(cells).toEqual([]);
  // The unchanged-state check ran on every refused write cell of the table.
  const refusalsInTable = MATRIX.filter((entry) => entry.method !== 'GET').flatMap((entry) => CALLERS.filter((caller) => entry.expect[caller] >= 400));
  expect(refusedWrites).toBe(refusalsInTable.length);
  // About seventy cells, each with fresh resources: far longer than one request, on a busy machine too.
}, 180_000);
