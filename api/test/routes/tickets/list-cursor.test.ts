import type { TicketListPage } from '@site/shared/types';
import { sql } from 'drizzle-orm';
import { FakeClock, MINUTE } from '../../../src/lib/clock.js';
import { AGENT, AGENT2, appForFile, call, loginToken, signUpClient } from '../../helper.js';
import { accountIdOf, raiseTicket, ticketInState } from '../../fixtures/tickets.js';

const clock = new FakeClock();
const app = appForFile({ clock });
let client: string;
let other: string;
let agent: string;
let agent2: string;

type ListAnswer = Pick<TicketListPage, 'page' | 'total' | 'cursors'> & { items: Array<{ id: string; number: number }> };

const read = async (token: string, query: string, lang?: string) => call(app, { method: 'GET', url: `/api/tickets?${query}`, token, lang });
const list = async (token: string, query: string): Promise<ListAnswer> => {
  const r = await read(token, query);
  expect(r.status).toBe(200);
  return r.body as ListAnswer;
};
const numbers = (page: ListAnswer) => page.items.map((item) => item.number);

const STATUSES = ['new', 'in_progress', 'resolved'] as const;

beforeAll(async () => {
  client = await signUpClient(app);
  other = await signUpClient(app);
  agent = await loginToken(app, AGENT.email, AGENT.password);
  agent2 = await loginToken(app, AGENT2.email, AGENT2.password);
  const ownerId = await accountIdOf(app, client);
  const base = clock.now().getTime();
  // 25 tickets, three to a timestamp (ties are ordered by number), some breached for support.
  for (let i = 0; i < 25; i += 1) {
    const at = new Date(base - Math.floor(i / 3) * MINUTE);
    const breached = i % 4 === 0 ? { slaWarnAt: new Date(base - 2 * MINUTE * 60), slaDueAt: new Date(base - MINUTE * 60) } : {};
    await ticketInState(app, { ownerId, department: 'technical', status: STATUSES[i % 3], subject: i % 2 ? `Printer ${i}` : `Invoice ${i}`, updatedAt: at, createdAt: at, ...breached });
  }
  // Rows a millisecond apart in PostgreSQL's microseconds only: a cursor must not round them together.
  await app.deps.db.execute(sql`update tickets set updated_at = updated_at + (number % 3) * interval '1 microsecond' where subject like 'Invoice%'`);
  await raiseTicket(app, other, { subject: 'Someone else' });
  for (const page of (await list(client, 'pageSize=50')).items.filter((_, i) => i % 5 === 0)) {
    await call(app, { method: 'POST', url: `/api/tickets/${page.id}/star`, token: client, payload: { starred: true } });
  }
});

/** Every page by number, then forward by `after` and back by `before`: the same rows each way. */
async function expectCursorsMatchOffsets(token: string, query: string, pageSize = 4) {
  const byOffset: number[][] = [];
  const first = await list(token, `${query}&pageSize=${pageSize}`);
  const pages = Math.ceil(first.total / pageSize);
  expect(pages).toBeGreaterThan(1);
  for (let n = 1; n <= pages; n += 1) byOffset.push(numbers(await list(token, `${query}&pageSize=${pageSize}&page=${n}`)));
  expect(byOffset.flat()).toHaveLength(first.total);

  let page = first;
  for (let n = 2; n <= pages; n += 1) {
    page = await list(token, `${query}&pageSize=${pageSize}&page=${n}&after=${page.cursors!.last}`);
    expect({ n, rows: numbers(page), page: page.page }).toEqual({ n, rows: byOffset[n - 1], page: n });
  }
  for (let n = pages - 1; n >= 1; n -= 1) {
    page = await list(token, `${query}&pageSize=${pageSize}&page=${n}&before=${page.cursors!.first}`);
    expect({ n, rows: numbers(page) }).toEqual({ n, rows: byOffset[n - 1] });
  }
  // Past either end there is nothing.
  expect((await list(token, `${query}&pageSize=${pageSize}&before=${first.cursors!.first}`)).items).toEqual([]);
}

test.each(['box=outgoing', 'box=outgoing&sort=oldest', 'box=outgoing&status=new', 'box=outgoing&q=printer&sort=oldest', 'box=outgoing&starred=true'])(
  "the client's pages by cursor are the pages by number (%s)",
  async (query) => expectCursorsMatchOffsets(client, query, query.includes('starred') ? 2 : 4),
);

test.each(['box=incoming', 'box=incoming&sort=oldest', 'box=incoming&sla=breached', 'box=incoming&q=invoice&status=resolved&sort=oldest'])(
  "the agent's pages by cursor are the pages by number (%s)",
  async (query) => expectCursorsMatchOffsets(agent, query, query.includes('status') ? 1 : 4),
);

test('an empty page has no cursors', async () => {
  expect(await list(client, 'box=outgoing&q=nothing-like-this')).toMatchObject({ items: [], cursors: null });
});

test.each([
  ['en', 'The request is not valid.', 'Next page link is not valid.', 'Previous page link is not valid.'],
  ['ar', 'الطلب غير صالح.', 'قيمة حقل رابط الصفحة التالية غير صالحة.', 'قيمة حقل رابط الصفحة السابقة غير صالحة.'],
])('a cursor the list did not issue answers 400, in %s', async (lang, message, badAfter, badBefore) => {
  const { cursors } = await list(client, 'box=outgoing&pageSize=4');
  const decoded = Buffer.from(cursors!.last, 'base64url').toString();
  const forged = (text: string) => Buffer.from(text).toString('base64url');
  const bad = [
    'garbage!',
    'bm90IGEgY3Vyc29y',
    forged(decoded.replace(/~\d+$/, '~0')),
    forged(decoded.replace(/T\d\d/, 'T25')),
    forged(decoded.replace(/\.\d+Z/, '.123Z')),
    forged(`${decoded} or 1=1`),
    `${cursors!.last}=`,
    'x'.repeat(500),
  ];
  for (const cursor of bad) {
    const after = await read(client, `box=outgoing&page=2&after=${encodeURIComponent(cursor)}`, lang);
    expect({ cursor, status: after.status, body: after.body }).toEqual({ cursor, status: 400, body: { message, errors: [badAfter] } });
  }
  const before = await read(client, 'box=outgoing&before=', lang);
  expect({ status: before.status, body: before.body }).toEqual({ status: 400, body: { message, errors: [badBefore] } });
  const both = await read(client, `box=outgoing&after=${cursors!.last}&before=${cursors!.first}`, lang);
  expect(both.status).toBe(400);
});

test("another viewer's cursor reveals nothing: it only says where to continue in the reader's own list", async () => {
  const mine = await list(client, 'box=outgoing&pageSize=50');
  const clientNumbers = new Set(numbers(mine));
  const oldest = (await list(client, 'box=outgoing&sort=oldest&pageSize=1')).cursors!.first;
  const theirs = await list(other, `box=outgoing&after=${mine.cursors!.first}`);
  expect(numbers(theirs).filter((n) => clientNumbers.has(n))).toEqual([]);
  expect((await list(other, `box=outgoing&sort=oldest&after=${oldest}`)).items.map((i) => i.number)).toEqual(numbers(await list(other, 'box=outgoing')));
  // agent2 works billing: the technical queue stays out of their incoming list, cursor or not.
  expect(numbers(await list(agent2, `box=incoming&after=${mine.cursors!.first}&pageSize=50`)).filter((n) => clientNumbers.has(n))).toEqual([]);
});

test('a page read by cursor is cached apart and dropped by a change to its box', async () => {
  const first = await list(client, 'box=outgoing&pageSize=4');
  const url = `box=outgoing&pageSize=4&page=2&after=${first.cursors!.last}`;
  const second = await list(client, url);
  expect(await list(client, url)).toEqual(second);
  clock.advance(MINUTE);
  // The agent's answer moves the ticket to the top of the list: it leaves page 2.
  const moved = second.items[0]!;
  expect((await call(app, { method: 'POST', url: `/api/tickets/${moved.id}/replies`, token: agent, payload: { body: 'On it' } })).status).toBe(201);
  expect(numbers(await list(client, url))).not.toContain(moved.number);
});
