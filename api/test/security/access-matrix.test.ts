import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.js';
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
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
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
  row('GET', '/api/uploads/:file', [200, 404, 200, 404, 404]),
  // A file on the agent's reply: the ticket's client reads it, like the agent who sent it.
  row('GET', '/api/uploads/:replyFile', [200, 404, 200, 404, 404]),
  row('DELETE', '/api/profile/sessions/:session', [204, 404, 404, 404, 401]),
  row('GET', '/api/contact/:message', [403, 403, 200, 200, 401]),
  // The mail catcher shows every queued message to anyone: it exists only with DEV_OUTBOX=1 (demos, tests), never in production.
  row('GET', '/api/dev/mail/:outgoing', [200, 200, 200, 200, 200]),
];

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
 * Fresh resources for one row: a technical ticket of the owner with a file, a session, a contact
 * message; for a row about a reply's file, the agent's reply with a file (only then: a reply ends
 * the owner's right to edit or delete).
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
  return { ':ticket': ticket.id, ':file': file, ':replyFile': replyFile, ':session': sessionId, ':message': message.body.id as string, ':outgoing': outgoing!.id };
}

test('every id route answers each caller exactly as the table says', async () => {
  const cells: string[] = [];
  for (const entry of MATRIX) {
    for (const caller of CALLERS) {
      const ids = await resources(entry.route);
      const url = entry.route.replace(/:[a-zA-Z]+/g, (name) => ids[name as keyof typeof ids]);
      const r = await call(app, { method: entry.method, url, payload: entry.payload, remoteAddress: freshIp(), token: caller === 'anonymous' ? undefined : token[caller] });
      if (r.status !== entry.expect[caller]) cells.push(`${entry.method} ${entry.route} as ${caller}: ${r.status}, expected ${entry.expect[caller]}`);
    }
  }
  expect(cells).toEqual([]);
  // About seventy cells, each with fresh resources: far longer than one request, on a busy machine too.
}, 180_000);
