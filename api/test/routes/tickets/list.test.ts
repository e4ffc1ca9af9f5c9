import { FakeClock, MINUTE } from '../../../src/lib/clock.js';
import { accountPrincipal } from '../../../src/services/identity/index.js';
import { findAccountByEmail } from '../../../src/services/accounts/repository.js';
import { viewerOf } from '../../../src/services/tickets/access.js';
import { AGENT, AGENT2, appForFile, call, loginToken, signUpClient } from '../../helper.js';
import { accountIdOf, raiseTicket } from '../../fixtures/tickets.js';

const clock = new FakeClock();
const app = appForFile({ clock });
let client: string;
let agent: string;
let agent2: string;

const list = async (token: string, query = '') => {
  const r = await call(app, { method: 'GET', url: `/api/tickets${query}`, token });
  expect(r.status).toBe(200);
  return r.body as { items: Array<{ id: string; subject: string; number: number; status: string; starred: boolean }>; total: number; page: number; pageSize: number };
};
const subjects = async (token: string, query = '') => (await list(token, query)).items.map((item) => item.subject);

beforeAll(async () => {
  client = await signUpClient(app);
  agent = await loginToken(app, AGENT.email, AGENT.password);
  agent2 = await loginToken(app, AGENT2.email, AGENT2.password);
  for (const [subject, department] of [['Printer offline', 'technical'], ['Invoice missing VAT', 'billing'], ['Upgrade price', 'sales']] as const) {
    await raiseTicket(app, client, { subject, department });
    clock.advance(MINUTE);
  }
});

test('a new ticket answers 201 with its detail, new and unassigned in its department', async () => {
  const r = await call(app, { method: 'POST', url: '/api/tickets', token: client, payload: { type: 'question', department: 'general', subject: 'Opening hours', details: 'When are you open?', urgent: true, autoClose: true } });
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({
    type: 'question', department: 'general', subject: 'Opening hours', details: 'When are you open?', urgent: true, autoClose: true,
    status: 'new', assignee: null, replyCount: 0, rating: null, viewerRole: 'client', starred: false, replies: [], events: [], attachments: [], autoCloseAt: null,
  });
  expect(r.body.client).toEqual(r.body.openedBy);
  expect((await call(app, { method: 'DELETE', url: `/api/tickets/${r.body.id as string}`, token: client })).status).toBe(204);
});

test('outgoing lists what I raised, newest activity first; the order can be reversed', async () => {
  expect(await subjects(client)).toEqual(['Upgrade price', 'Invoice missing VAT', 'Printer offline']);
  expect(await subjects(client, '?sort=oldest')).toEqual(['Printer offline', 'Invoice missing VAT', 'Upgrade price']);
  const page2 = await list(client, '?pageSize=2&page=2');
  expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
  expect(page2.items.map((i) => i.subject)).toEqual(['Printer offline']);
});

test("an agent's incoming box holds the unassigned tickets of their departments and those assigned to them", async () => {
  expect(await subjects(agent, '?box=incoming')).toEqual(expect.arrayContaining(['Upgrade price', 'Printer offline']));
  expect(await subjects(agent, '?box=incoming')).not.toContain('Invoice missing VAT');
  expect(await subjects(agent2, '?box=incoming')).toContain('Invoice missing VAT');
  expect(await subjects(agent2, '?box=incoming')).not.toContain('Printer offline');
  expect(await subjects(agent, '?box=outgoing')).toEqual([]);
});

test('an answer moves the ticket to the top of both parties’ lists', async () => {
  const [printer] = (await list(client, '?q=printer')).items;
  clock.advance(MINUTE);
  await call(app, { method: 'POST', url: `/api/tickets/${printer!.id}/replies`, token: agent, payload: { body: 'On it' } });
  expect((await subjects(client))[0]).toBe('Printer offline');
  expect((await list(client, '?q=printer')).items[0]?.status).toBe('in_progress');
  expect((await subjects(agent, '?box=incoming'))[0]).toBe('Printer offline');
});

test('filters by status, by subject or number, and by personal star', async () => {
  expect(await subjects(client, '?status=in_progress')).toEqual(['Printer offline']);
  expect(await subjects(client, '?q=VAT')).toEqual(['Invoice missing VAT']);
  expect(await subjects(client, '?q=100%25')).toEqual([]);
  const { items } = await list(client, '?q=upgrade');
  expect(await subjects(client, `?q=%23${items[0]!.number}`)).toEqual(['Upgrade price']);
  const arabicDigits = String(items[0]!.number).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
  expect(await subjects(client, `?q=${encodeURIComponent(arabicDigits)}`)).toEqual(['Upgrade price']);

  await call(app, { method: 'POST', url: `/api/tickets/${items[0]!.id}/star`, token: client, payload: { starred: true } });
  expect(await subjects(client, '?starred=true')).toEqual(['Upgrade price']);
  expect((await list(agent, '?box=incoming&starred=true')).total).toBe(0);
  expect((await list(client, '?q=upgrade')).items[0]?.starred).toBe(true);
  await call(app, { method: 'POST', url: `/api/tickets/${items[0]!.id}/star`, token: client, payload: { starred: false } });
  expect(await subjects(client, '?starred=true')).toEqual([]);
});

test('a ticket an agent opens for a client is in the client’s incoming box and the agent’s outgoing box', async () => {
  const agentAccount = (await findAccountByEmail(app.deps.db, AGENT.email))!;
  const clientId = await accountIdOf(app, client);
  const ticket = await app.tickets.create({
    clientId,
    openedBy: { viewer: viewerOf(agentAccount), principal: accountPrincipal(agentAccount) },
    input: { type: 'question', department: 'general', subject: 'From chat', details: '> Visitor: hello', urgent: false, autoClose: false, attachments: [] },
  });
  expect(ticket).toMatchObject({ viewerRole: 'agent', client: { id: clientId }, openedBy: { id: agentAccount.id } });
  expect(await subjects(client, '?box=incoming')).toEqual(['From chat']);
  expect(await subjects(client)).not.toContain('From chat');
  expect(await subjects(agent, '?box=outgoing')).toEqual(['From chat']);
  const detail = await call(app, { method: 'GET', url: `/api/tickets/${ticket.id}`, token: client });
  expect(detail.body.viewerRole).toBe('client');
});

test('refuses a bad query with 422 and a bad body with the form’s messages', async () => {
  expect((await call(app, { method: 'GET', url: '/api/tickets?box=everything', token: client })).status).toBe(422);
  const r = await call(app, { method: 'POST', url: '/api/tickets', token: client, lang: 'ar', payload: { type: 'problem', subject: '' } });
  expect(r.status).toBe(422);
  expect(r.body.errors).toEqual(['حقل القسم مطلوب', 'حقل الموضوع مطلوب', 'حقل التفاصيل مطلوب']);
});
