import { AGENT, AGENT2, appForFile, call, loginToken, signUpClient } from '../../helper.js';
import { files, formData } from '../../fixtures/files.js';
import { accountIdOf, raiseTicket, ticketRow } from '../../fixtures/tickets.js';

/**
 * The cross-user matrix: two clients and two agents in different departments, every ticket
 * and upload route, each caller against each ticket. Whoever may not see a ticket gets 404 from
 * every route (never 403, so ids do not leak) and changes nothing.
 */
const app = appForFile();
const who = { clientA: '', clientB: '', agent: '', agent2: '' };
type Who = keyof typeof who;
const tickets: Record<'technicalOfA' | 'billingOfB', { id: string; seenBy: Who[]; files: string[] }> = {
  technicalOfA: { id: '', seenBy: ['clientA', 'agent'], files: [] },
  billingOfB: { id: '', seenBy: ['clientB', 'agent2'], files: [] },
};

async function upload(token: string) {
  const r = await call(app, { method: 'POST', url: '/api/uploads', token, ...formData([['purpose', 'ticket-attachment'], ['file', { filename: 'shot.png', content: files.png() }]]) });
  return r.body.id as string;
}

beforeAll(async () => {
  who.clientA = await signUpClient(app);
  who.clientB = await signUpClient(app);
  who.agent = await loginToken(app, AGENT.email, AGENT.password);
  who.agent2 = await loginToken(app, AGENT2.email, AGENT2.password);
  const agent2Id = await accountIdOf(app, who.agent2);
  for (const [key, owner, department] of [['technicalOfA', who.clientA, 'technical'], ['billingOfB', who.clientB, 'billing']] as const) {
    const onTicket = await upload(owner);
    const ticket = await raiseTicket(app, owner, { department, attachments: [onTicket] });
    const onReply = await upload(owner);
    await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: owner, payload: { body: 'More', attachments: [onReply] } });
    tickets[key].id = ticket.id;
    tickets[key].files = [onTicket, onReply];
  }
  await call(app, { method: 'POST', url: `/api/tickets/${tickets.billingOfB.id}/status`, token: who.agent2, payload: { status: 'in_progress' } });
  expect((await ticketRow(app, tickets.billingOfB.id))?.assigneeId).toBe(agent2Id);
});

const ROUTES = [
  ['GET', ''],
  ['PATCH', '', { subject: 'Taken over' }],
  ['DELETE', ''],
  ['POST', '/replies', { body: 'Hello' }],
  ['POST', '/close'],
  ['POST', '/reopen'],
  ['POST', '/status', { status: 'resolved' }],
  ['POST', '/transfer', { assigneeId: '00000000-0000-4000-8000-000000000000', note: 'n' }],
  ['POST', '/star', { starred: true }],
  ['POST', '/rate', { rating: 1 }],
] as const;

test('every ticket and file route answers 404 to whoever may not see the ticket, and changes nothing', async () => {
  const leaks: string[] = [];
  for (const [name, ticket] of Object.entries(tickets)) {
    const before = await ticketRow(app, ticket.id);
    for (const caller of Object.keys(who) as Who[]) {
      if (ticket.seenBy.includes(caller)) continue;
      for (const [method, suffix, payload] of ROUTES) {
        const r = await call(app, { method, url: `/api/tickets/${ticket.id}${suffix}`, token: who[caller], payload });
        if (r.status !== 404) leaks.push(`${caller} ${method} ${name}${suffix}: ${r.status}`);
      }
      for (const file of ticket.files) {
        const r = await call(app, { method: 'GET', url: `/api/uploads/${file}`, token: who[caller] });
        if (r.status !== 404) leaks.push(`${caller} GET file of ${name}: ${r.status}`);
      }
    }
    expect(await ticketRow(app, ticket.id)).toEqual(before);
  }
  expect(leaks).toEqual([]);
});

test('whoever may see a ticket reads it and its files', async () => {
  for (const ticket of Object.values(tickets)) {
    for (const caller of ticket.seenBy) {
      const r = await call(app, { method: 'GET', url: `/api/tickets/${ticket.id}`, token: who[caller] });
      expect(r.status).toBe(200);
      for (const file of ticket.files) expect((await call(app, { method: 'GET', url: `/api/uploads/${file}`, token: who[caller] })).status).toBe(200);
    }
  }
});

test('no list shows anyone a ticket they may not see', async () => {
  for (const caller of Object.keys(who) as Who[]) {
    for (const box of ['outgoing', 'incoming']) {
      const { body } = await call(app, { method: 'GET', url: `/api/tickets?box=${box}&pageSize=50`, token: who[caller] });
      const ids = (body.items as Array<{ id: string }>).map((item) => item.id);
      for (const ticket of Object.values(tickets)) {
        if (!ticket.seenBy.includes(caller)) expect(ids).not.toContain(ticket.id);
      }
    }
  }
});

test('a bad or unknown id is not found, and nothing answers without a session', async () => {
  for (const id of ['not-a-uuid', crypto.randomUUID()]) {
    expect((await call(app, { method: 'GET', url: `/api/tickets/${id}`, token: who.clientA })).status).toBe(404);
  }
  for (const [method, suffix, payload] of ROUTES) {
    expect((await call(app, { method, url: `/api/tickets/${tickets.technicalOfA.id}${suffix}`, payload })).status).toBe(401);
  }
  expect((await call(app, { method: 'GET', url: '/api/tickets' })).status).toBe(401);
  expect((await call(app, { method: 'GET', url: '/api/tickets/agents', token: who.clientA })).status).toBe(403);
});

test("files travel only with the ticket: someone else's upload cannot be attached, a pending one is its owner's alone", async () => {
  const ofB = await upload(who.clientB);
  // Pending: only B reads it.
  for (const caller of ['clientA', 'agent', 'agent2'] as const) {
    expect((await call(app, { method: 'GET', url: `/api/uploads/${ofB}`, token: who[caller] })).status).toBe(404);
  }
  // A cannot take B's file onto A's ticket or reply, nor onto a new ticket; nothing is attached.
  const attempts = [
    { method: 'POST', url: '/api/tickets', payload: { type: 'problem', department: 'technical', subject: 'S', details: 'D', attachments: [ofB] } },
    { method: 'POST', url: `/api/tickets/${tickets.technicalOfA.id}/replies`, payload: { body: 'Mine now', attachments: [ofB] } },
  ] as const;
  for (const attempt of attempts) expect((await call(app, { ...attempt, token: who.clientA })).status).toBe(422);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${ofB}`, token: who.clientA })).status).toBe(404);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${ofB}`, token: who.clientB })).status).toBe(200);
  // A signed link with a forged signature is no way in either.
  const file = tickets.billingOfB.files[0]!;
  const forged = await call(app, { method: 'GET', url: `/api/uploads/${file}?exp=${Math.floor(Date.now() / 1000) + 600}&sig=${'a'.repeat(43)}` });
  expect(forged.status).toBe(404);
});

test('an agent who transfers a ticket away loses it and its files, and the new agent gains them', async () => {
  const ticket = await raiseTicket(app, who.clientA, { department: 'technical', attachments: [await upload(who.clientA)] });
  const file = (ticket.attachments as Array<{ id: string }>)[0]!.id;
  const agent2Id = await accountIdOf(app, who.agent2);
  const moved = await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/transfer`, token: who.agent, payload: { assigneeId: agent2Id, note: 'Yours' } });
  expect(moved.status).toBe(204);
  expect((await call(app, { method: 'GET', url: `/api/tickets/${ticket.id}`, token: who.agent })).status).toBe(404);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${file}`, token: who.agent })).status).toBe(404);
  expect((await call(app, { method: 'POST', url: `/api/tickets/${ticket.id}/replies`, token: who.agent, payload: { body: 'Still here?' } })).status).toBe(404);
  expect((await call(app, { method: 'GET', url: `/api/tickets/${ticket.id}`, token: who.agent2 })).status).toBe(200);
  expect((await call(app, { method: 'GET', url: `/api/uploads/${file}`, token: who.agent2 })).status).toBe(200);
});
