import type { FastifyInstance } from 'fastify';
import { AGENT, buildTestApp, call, loginToken } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

test('tickets need a session', async () => {
  const r = await call(app, { method: 'GET', url: '/api/tickets', lang: 'ar' });
  expect(r.status).toBe(401);
  expect(r.body.message).toBe('401 غير مصرّح');
});

test("the demo client sees their 3 tickets as Page<TicketSummary>", async () => {
  const token = await loginToken(app);
  const { status, body } = await call(app, { method: 'GET', url: '/api/tickets?page=1&pageSize=2', token });
  expect(status).toBe(200);
  expect(body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
  const items = body.items as Array<Record<string, unknown>>;
  expect(items).toHaveLength(2);
  expect(Object.keys(items[0]!).sort()).toEqual(
    ['id', 'number', 'type', 'category', 'subject', 'urgent', 'status', 'assignee', 'updatedAt', 'createdAt'].sort(),
  );
  const page2 = await call(app, { method: 'GET', url: '/api/tickets?page=2&pageSize=2', token });
  expect((page2.body.items as unknown[]).length).toBe(1);
  const agentToken = await loginToken(app, AGENT.email, AGENT.password);
  const agent = await call(app, { method: 'GET', url: '/api/tickets', token: agentToken });
  expect(agent.body.total).toBe(0);
});

test('groups are public and localized', async () => {
  const en = await call(app, { method: 'GET', url: '/api/groups' });
  expect(en.status).toBe(200);
  expect(en.body).toMatchObject({ page: 1, pageSize: 10, total: 6 });
  const names = (en.body.items as Array<{ name: string }>).map((g) => g.name);
  expect(names).toContain('Riyadh Web Developers');
  const ar = await call(app, { method: 'GET', url: '/api/groups', lang: 'ar' });
  expect((ar.body.items as Array<{ name: string }>).map((g) => g.name)).toContain('مطوّرو الويب في الرياض');
});

test('groups search matches either language', async () => {
  const a = await call(app, { method: 'GET', url: `/api/groups?q=${encodeURIComponent('جدة')}` });
  expect(a.body.total).toBe(1);
  const b = await call(app, { method: 'GET', url: '/api/groups?q=data' });
  expect((b.body.items as Array<{ name: string }>)[0]!.name).toBe('Data & AI Circle');
  const none = await call(app, { method: 'GET', url: '/api/groups?q=%25' });
  expect(none.body.total).toBe(0);
  expect((await call(app, { method: 'GET', url: '/api/groups?page=0' })).status).toBe(422);
});
