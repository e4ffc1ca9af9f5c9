import { recordAudit } from '../../../src/services/audit/service.js';
import { ADMIN, AGENT, appForFile, call, loginToken } from '../../helper.js';

const app = appForFile();

type Entry = { id: string; action: string; targetId: string; actor: { email: string } | null; ip: string; userAgent: string; before: unknown; after: unknown; at: string };

async function accountId(email: string): Promise<string> {
  const token = await loginToken(app, email, email === ADMIN.email ? ADMIN.password : AGENT.password);
  return (await call(app, { method: 'GET', url: '/api/auth/me', token })).body.id as string;
}

/** Three entries by two people on two days, written as a service would: inside its transaction. */
async function seedEntries() {
  const admin = await accountId(ADMIN.email);
  const agent = await accountId(AGENT.email);
  const clockAt = (iso: string) => ({ now: () => new Date(iso) });
  await app.deps.db.transaction(async (tx) => {
    const from = { ip: '10.1.1.1', userAgent: 'Test browser' };
    await recordAudit(tx, clockAt('2026-03-01T10:00:00Z'), { actorId: admin, action: 'people.roles', target: { type: 'account', id: agent }, from, before: { role: 'client' }, after: { role: 'agent' } });
    await recordAudit(tx, clockAt('2026-03-02T09:00:00Z'), { actorId: admin, action: 'people.lock', target: { type: 'account', id: 'x' }, from, after: { name: 'محمد "أبو" علي, الرياض' } });
    await recordAudit(tx, clockAt('2026-03-02T23:59:00Z'), { actorId: agent, action: 'people.roles', target: { type: 'account', id: 'y' }, from });
  });
  return { admin, agent };
}

let ids: { admin: string; agent: string };
let adminToken: string;
beforeAll(async () => {
  ids = await seedEntries();
  adminToken = await loginToken(app, ADMIN.email, ADMIN.password);
});

const list = async (query: string) => {
  const res = await call(app, { method: 'GET', url: `/api/admin/audit${query}`, token: adminToken });
  expect(res.status).toBe(200);
  return res.body as unknown as { items: Entry[]; total: number; page: number; pageSize: number };
};

test('lists entries newest first with who, what, when, from where, before and after', async () => {
  const page = await list('');
  expect(page.total).toBe(3);
  expect(page.items.map((e) => e.at)).toEqual(['2026-03-02T23:59:00.000Z', '2026-03-02T09:00:00.000Z', '2026-03-01T10:00:00.000Z']);
  expect(page.items[2]).toMatchObject({ action: 'people.roles', actor: { email: ADMIN.email }, ip: '10.1.1.1', userAgent: 'Test browser', before: { role: 'client' }, after: { role: 'agent' } });
});

test('filters by person, action type and days, and pages', async () => {
  expect((await list(`?actor=${ids.agent}`)).items.map((e) => e.targetId)).toEqual(['y']);
  expect((await list('?action=people.lock')).total).toBe(1);
  // `to` takes the whole day, up to its last minute.
  expect((await list('?from=2026-03-02&to=2026-03-02')).total).toBe(2);
  expect((await list('?to=2026-03-01')).total).toBe(1);
  const second = await list('?pageSize=2&page=2');
  expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  expect(second.items.map((e) => e.at)).toEqual(['2026-03-01T10:00:00.000Z']);
  const bad = await call(app, { method: 'GET', url: '/api/admin/audit?from=yesterday', token: adminToken });
  expect(bad.status).toBe(422);
});

test('exports the filter as CSV that starts with the UTF-8 byte order mark, Arabic and quotes intact', async () => {
  const res = await call(app, { method: 'GET', url: '/api/admin/audit/export.csv?action=people.lock', token: adminToken });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = res.raw.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('at,actor,actor email,action,target type,target id,ip,user agent,before,after');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('"{""name"":""محمد \\""أبو\\"" علي, الرياض""}"');
});

test('entries cannot be changed or removed through the API', async () => {
  const [entry] = (await list('')).items;
  for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
    for (const url of [`/api/admin/audit/${entry!.id}`, '/api/admin/audit']) {
      const res = await call(app, { method, url, token: adminToken, payload: method === 'DELETE' ? undefined : { action: 'changed' } });
      expect([404, 405]).toContain(res.status);
    }
  }
  const after = await list('');
  expect(after.total).toBe(3);
  expect(after.items[0]).toEqual(entry);
});
