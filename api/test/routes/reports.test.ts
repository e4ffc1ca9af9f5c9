import { HOUR } from '../../src/lib/clock.js';
import { ADMIN, AGENT, EDITOR, appForFile, call, loginToken, signUpClient } from '../helper.js';
import { accountIdOf, ticketInState } from '../fixtures/tickets.js';

const app = appForFile();
const at = (iso: string) => new Date(`${iso}T10:00:00+03:00`);
const QUARTER = 'from=2027-01-01&to=2027-03-31';

let agent = '';
let client = '';

/*
 * A small desk with known figures. The agent works in technical, sales and general; the billing
 * ticket is not theirs to count, and the December ticket only counts where it was solved (January).
 */
beforeAll(async () => {
  agent = await loginToken(app, AGENT.email, AGENT.password);
  client = await signUpClient(app);
  const ownerId = await accountIdOf(app, client);
  const assigneeId = await accountIdOf(app, agent);
  const targets = { slaFirstResponseMs: HOUR, slaResolutionMs: 9 * HOUR };
  const answered = (day: string, hours: number) => ({ firstResponseAt: at(day), firstResponseMs: hours * HOUR });
  const solved = (day: string, hours: number) => ({ status: 'resolved' as const, solvedAt: at(day), resolutionMs: hours * HOUR });
  await ticketInState(app, { ownerId, assigneeId, department: 'technical', ...targets, createdAt: at('2027-01-03'), ...answered('2027-01-03', 1), ...solved('2027-01-04', 5), rating: 5 });
  await ticketInState(app, { ownerId, assigneeId, department: 'technical', ...targets, createdAt: at('2027-01-05'), ...answered('2027-01-05', 3), ...solved('2027-01-12', 20), rating: 3 });
  await ticketInState(app, { ownerId, department: 'sales', slaFirstResponseMs: 2 * HOUR, slaResolutionMs: 27 * HOUR, createdAt: at('2027-01-10'), ...answered('2027-01-10', 2) });
  await ticketInState(app, { ownerId, department: 'billing', ...targets, createdAt: at('2027-01-06'), ...answered('2027-01-06', 9), ...solved('2027-01-07', 9), rating: 1 });
  await ticketInState(app, { ownerId, assigneeId, department: 'technical', ...targets, createdAt: at('2026-12-30'), ...solved('2027-01-04', 1) });
});

const report = async (query: string) => call(app, { method: 'GET', url: `/api/reports/tickets?${query}`, token: agent });

test('by department: counts, business-hour medians and 90th percentiles, compliance and satisfaction', async () => {
  const { status, body } = await report(`${QUARTER}&by=department`);
  expect(status).toBe(200);
  expect(body.rows).toEqual([
    {
      key: 'sales', name: null, created: 1, solved: 0, firstResponse: { median: 2 * HOUR, p90: 2 * HOUR }, resolution: { median: null, p90: null },
      firstResponseMet: 1, resolutionMet: null, satisfaction: null, ratings: 0,
    },
    {
      key: 'technical', name: null, created: 2, solved: 3,
      // First answers 1 h and 3 h; resolutions 1 h, 5 h and 20 h (percentile_cont interpolates).
      firstResponse: { median: 2 * HOUR, p90: 2.8 * HOUR }, resolution: { median: 5 * HOUR, p90: 17 * HOUR },
      firstResponseMet: 0.5, resolutionMet: 2 / 3, satisfaction: 4, ratings: 2,
    },
  ]);
  expect(body.total).toMatchObject({ key: null, created: 3, solved: 3, firstResponse: { median: 2 * HOUR, p90: 2.8 * HOUR }, firstResponseMet: 2 / 3, satisfaction: 4 });
});

test('by agent and by week (weeks from Sunday, Riyadh time)', async () => {
  const byAgent = (await report(`${QUARTER}&by=agent`)).body;
  expect((byAgent.rows as Array<{ name: string | null; created: number; solved: number }>).map((r) => [r.name, r.created, r.solved])).toEqual([
    ['Omar Al-Qahtani', 2, 3],
    [null, 1, 0],
  ]);
  const byWeek = (await report(`${QUARTER}&by=week`)).body;
  expect((byWeek.rows as Array<{ key: string; created: number; solved: number }>).map((r) => [r.key, r.created, r.solved])).toEqual([
    ['2027-01-03', 2, 2],
    ['2027-01-10', 1, 1],
  ]);
});

test('a period outside the data is empty, and a period over a year is refused', async () => {
  expect((await report('from=2026-01-01&to=2026-03-31')).body.total).toMatchObject({ created: 0, solved: 0 });
  expect((await report('from=2026-01-01&to=2027-03-31')).status).toBe(422);
});

test('an administrator reads every department; clients and editors may not read reports', async () => {
  const admin = await loginToken(app, ADMIN.email, ADMIN.password);
  const all = (await call(app, { method: 'GET', url: `/api/reports/tickets?${QUARTER}&by=department`, token: admin })).body;
  expect((all.rows as Array<{ key: string; created: number }>).map((r) => [r.key, r.created])).toEqual([['billing', 1], ['sales', 1], ['technical', 2]]);
  expect((await call(app, { method: 'GET', url: `/api/reports/tickets?${QUARTER}`, token: client })).status).toBe(403);
  const editor = await loginToken(app, EDITOR.email, EDITOR.password);
  expect((await call(app, { method: 'GET', url: `/api/reports/tickets?${QUARTER}`, token: editor })).status).toBe(403);
});

test('the CSV starts with a UTF-8 byte-order mark and is written in the reader\'s language', async () => {
  const csv = await call(app, { method: 'GET', url: `/api/reports/tickets.csv?${QUARTER}&by=department`, token: agent, lang: 'ar' });
  expect(csv.status).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toContain('attachment; filename="tickets-department-2027-01-01-2027-03-31.csv"');
  const bytes = csv.raw.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]!.split(',')[0]).toBe('القسم');
  expect(lines).toContain('الدعم الفني,2,3,2.00,2.80,5.00,17.00,50.0,66.7,4.00,2');
  expect(lines.at(-1)!.startsWith('الكل,3,3,')).toBe(true);
  const en = await call(app, { method: 'GET', url: `/api/reports/tickets.csv?${QUARTER}&by=department`, token: agent, lang: 'en' });
  expect(en.raw.rawPayload.toString('utf8')).toContain('Technical support,2,3,');
});
