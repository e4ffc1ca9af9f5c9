import { ADMIN, EDITOR, appForFile, call, loginToken } from '../../helper.js';

/*
 * Every content write is in the audit log: who (the editor), what (`content.<verb>` on the item),
 * from where, and the item before → after. A refused write leaves no entry.
 */
const app = appForFile();
let editor = '';
let admin = '';
beforeAll(async () => {
  editor = await loginToken(app, EDITOR.email, EDITOR.password);
  admin = await loginToken(app, ADMIN.email, ADMIN.password);
});

type Snapshot = { live: { question?: { en: string } } | null; draft: { question?: { en: string } } | null; publishAt: string | null } | null;
type Entry = { action: string; targetType: string; targetId: string; actor: { email: string }; userAgent: string; before: Snapshot; after: Snapshot };

const write = (method: 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
  call(app, { method, url: `/api/admin/content/faqs/${path}`, token: editor, payload, headers: { 'user-agent': 'Editor browser' } });
const entries = async (id: string): Promise<Entry[]> =>
  ((await call(app, { method: 'GET', url: '/api/admin/audit?pageSize=100', token: admin })).body.items as Entry[]).filter((e) => e.targetId === id).reverse();

test('save draft, schedule, publish and restore are each audited with the item before → after', async () => {
  const sample = ((await call(app, { method: 'GET', url: '/api/admin/content/faqs', token: editor })).body.items as Array<{ live: Record<string, unknown> }>)[0]!.live;
  const id = 'audited-faq';
  const data = (en: string) => ({ ...sample, id, question: { en, ar: `${en} بالعربية` } });

  expect((await write('PUT', `${id}/draft`, { data: data('First?') })).status).toBe(200);
  expect((await write('POST', `${id}/schedule`, { at: '2099-01-01T00:00:00Z' })).status).toBe(200);
  expect((await write('POST', `${id}/publish`, {})).status).toBe(200);
  expect((await write('PUT', `${id}/draft`, { data: data('Second?') })).status).toBe(200);
  expect((await write('POST', `${id}/publish`, {})).status).toBe(200);
  expect((await write('POST', `${id}/versions/1/restore`)).status).toBe(200);
  // Refused (nothing to publish): no entry.
  expect((await write('POST', `${id}/publish`, {})).status).toBe(409);

  const log = await entries(id);
  expect(log.map((e) => e.action)).toEqual(['content.draft', 'content.schedule', 'content.publish', 'content.draft', 'content.publish', 'content.restore']);
  expect(log.every((e) => e.actor.email === EDITOR.email && e.targetType === 'content.faqs' && e.userAgent === 'Editor browser')).toBe(true);
  const [draft, schedule, publish, , , restore] = log;
  expect(draft!.before).toBeNull();
  expect(draft!.after).toMatchObject({ live: null, draft: { question: { en: 'First?' } } });
  expect(schedule!.before).toMatchObject({ publishAt: null });
  expect(schedule!.after).toMatchObject({ publishAt: '2099-01-01T00:00:00.000Z' });
  expect(publish!.before).toMatchObject({ live: null, draft: { question: { en: 'First?' } } });
  expect(publish!.after).toMatchObject({ live: { question: { en: 'First?' } }, draft: null });
  expect(restore!.before).toMatchObject({ live: { question: { en: 'Second?' } } });
  expect(restore!.after).toMatchObject({ live: { question: { en: 'First?' } } });
});
