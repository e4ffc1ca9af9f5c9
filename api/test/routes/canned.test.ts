import type { CannedResponse } from '@site/shared/desk';
import { AGENT, AGENT2, appForFile, call, loginToken, signUpClient } from '../helper.js';

/*
 * Canned responses: every agent reads the shared (seeded) replies and their own; personal ones
 * are the owner's alone (404 to anyone else); shared ones cannot be changed through the API.
 */
const app = appForFile();
const input = { shortcut: 'refund', title: { ar: 'استرداد', en: 'Refund' }, body: { ar: 'مرحبًا {client.name}', en: 'Hello {client.name}' }, department: 'billing' };

const list = async (token: string) => (await call(app, { url: '/api/canned-responses', token })).body as unknown as CannedResponse[];

test('agents start with the seeded shared replies, in both languages', async () => {
  const agent = await loginToken(app, AGENT.email, AGENT.password);
  const shared = await list(agent);
  expect(shared.length).toBeGreaterThanOrEqual(3);
  expect(shared.every((item) => item.shared && item.body.ar && item.body.en)).toBe(true);
  expect(shared.find((item) => item.shortcut === 'greeting')?.body.en).toContain('{client.name}');
});

test('a personal reply is created, read, changed and deleted by its agent alone', async () => {
  const [agent, agent2] = [await loginToken(app, AGENT.email, AGENT.password), await loginToken(app, AGENT2.email, AGENT2.password)];
  const created = await call(app, { method: 'POST', url: '/api/canned-responses', token: agent, payload: input });
  expect(created.status).toBe(201);
  const mine = created.body as unknown as CannedResponse;
  expect(mine).toMatchObject({ shortcut: 'refund', shared: false, department: 'billing', title: { en: 'Refund' } });
  expect((await list(agent)).map((item) => item.id)).toContain(mine.id);
  expect((await list(agent2)).map((item) => item.id)).not.toContain(mine.id);

  const url = `/api/canned-responses/${mine.id}`;
  for (const [method, payload] of [['GET', undefined], ['PATCH', { shortcut: 'taken' }], ['DELETE', undefined]] as const) {
    expect((await call(app, { method, url, token: agent2, payload })).status).toBe(404);
  }
  const changed = await call(app, { method: 'PATCH', url, token: agent, payload: { body: { ar: 'تم', en: 'Done' } } });
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({ shortcut: 'refund', body: { en: 'Done', ar: 'تم' } });
  expect((await call(app, { method: 'DELETE', url, token: agent })).status).toBe(204);
  expect((await call(app, { url, token: agent })).status).toBe(404);
});

test('shared replies are read-only, clients have no canned replies, and bad input is refused', async () => {
  const agent = await loginToken(app, AGENT.email, AGENT.password);
  const shared = (await list(agent)).find((item) => item.shared)!;
  expect((await call(app, { method: 'PATCH', url: `/api/canned-responses/${shared.id}`, token: agent, payload: { shortcut: 'mine' } })).status).toBe(404);
  expect((await call(app, { method: 'DELETE', url: `/api/canned-responses/${shared.id}`, token: agent })).status).toBe(404);
  expect((await call(app, { url: `/api/canned-responses/${shared.id}`, token: agent })).status).toBe(200);

  const client = await signUpClient(app);
  expect((await call(app, { url: '/api/canned-responses', token: client })).status).toBe(403);
  expect((await call(app, { method: 'POST', url: '/api/canned-responses', token: client, payload: input })).status).toBe(403);
  expect((await call(app, { url: `/api/canned-responses/${shared.id}`, token: client })).status).toBe(404);
  expect((await call(app, { url: '/api/canned-responses' })).status).toBe(401);

  const bad = await call(app, { method: 'POST', url: '/api/canned-responses', token: agent, payload: { ...input, shortcut: 'has space', body: { ar: '', en: 'x' } } });
  expect(bad.status).toBe(422);
});
