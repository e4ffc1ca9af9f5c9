import { randomUUID } from 'node:crypto';
import type { Role } from '@site/shared/permissions';
import { formData, noisePng } from '../fixtures/files.js';
import { servedRoutes } from '../fixtures/served-routes.js';
import { ADMIN, AGENT, DEMO, EDITOR, MANAGER, appForFile, call, freshIp, loginToken } from '../helper.js';

/*
 * The content console's routes × the five roles and anonymous: the expected status of every cell
 * written once here. Drafts (content.edit) and publishing (content.publish) are the editor's and
 * the admin's; everyone else is refused before anything is read (403), anonymous callers with 401.
 * Each cell works on its own draft of a FAQ entry, so no cell depends on another's writes.
 */
type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'client', 'manager', 'agent', 'editor', 'admin'];
const PEOPLE: Record<Role, { email: string; password: string }> = { client: DEMO, manager: MANAGER, agent: AGENT, editor: EDITOR, admin: ADMIN };

interface Row {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  route: string;
  payload?: object;
  /** The status for the editor and the admin; every other caller is refused. */
  allowed: number;
}

export const CONTENT_MATRIX: Row[] = [
  { method: 'GET', route: '/api/admin/content', allowed: 200 },
  { method: 'GET', route: '/api/admin/content/faqs', allowed: 200 },
  { method: 'GET', route: '/api/admin/content/faqs/:faq', allowed: 200 },
  { method: 'PUT', route: '/api/admin/content/faqs/:faq/draft', payload: { data: {} }, allowed: 422 },
  { method: 'DELETE', route: '/api/admin/content/faqs/:faq/draft', allowed: 204 },
  { method: 'POST', route: '/api/admin/content/faqs/:faq/preview', payload: { lang: 'ar' }, allowed: 200 },
  { method: 'POST', route: '/api/admin/content/faqs/:faq/publish', payload: {}, allowed: 200 },
  { method: 'POST', route: '/api/admin/content/faqs/:faq/schedule', payload: { at: '2099-01-01T00:00:00Z' }, allowed: 200 },
  { method: 'DELETE', route: '/api/admin/content/faqs/:faq/schedule', allowed: 204 },
  { method: 'GET', route: '/api/admin/content/faqs/:faq/versions/1', allowed: 404 },
  { method: 'POST', route: '/api/admin/content/faqs/:faq/versions/1/restore', allowed: 404 },
];

const expected = (row: Row, caller: Caller) => (caller === 'anonymous' ? 401 : caller === 'editor' || caller === 'admin' ? row.allowed : 403);

const app = appForFile();
const token: Partial<Record<Role, string>> = {};
let editor = '';

beforeAll(async () => {
  for (const [role, person] of Object.entries(PEOPLE)) token[role as Role] = await loginToken(app, person.email, person.password);
  editor = token.editor!;
});

/** A FAQ entry of its own with a draft, for one cell. */
async function freshFaq(n: number): Promise<string> {
  const items = (await call(app, { method: 'GET', url: '/api/admin/content/faqs', token: editor })).body.items as Array<{ live: Record<string, unknown> }>;
  const id = `matrix-faq-${n}`;
  const data = { ...items[0]!.live, id, question: { en: `Question ${n}?`, ar: `سؤال ${n}؟` } };
  const saved = await call(app, { method: 'PUT', url: `/api/admin/content/faqs/${id}/draft`, token: editor, payload: { data } });
  if (saved.status !== 200) throw new Error(`draft not saved: ${saved.status}`);
  return id;
}

test('every content route answers each role exactly as the table says', async () => {
  const cells: string[] = [];
  let n = 0;
  for (const row of CONTENT_MATRIX) {
    for (const caller of CALLERS) {
      const faq = await freshFaq((n += 1));
      const url = row.route.replace(':faq', faq);
      const r = await call(app, { method: row.method, url, payload: row.payload, remoteAddress: freshIp(), token: caller === 'anonymous' ? undefined : token[caller] });
      if (r.status !== expected(row, caller)) cells.push(`${row.method} ${row.route} as ${caller}: ${r.status}, expected ${expected(row, caller)}`);
    }
  }
  expect(cells).toEqual([]);
}, 120_000);

test('the table covers every content route the API has', () => {
  const template = (row: Row) => `${row.method} ${row.route.replace('/faqs', '/:type').replace(':faq', ':id').replace('/versions/1', '/versions/:version')}`;
  const served = servedRoutes(app).filter((route) => / \/api\/admin\/content\b/.test(route));
  expect(served.sort()).toEqual(CONTENT_MATRIX.map(template).sort());
});

/*
 * The media library's routes, the same way: managing it is media.manage (the editor's and the
 * admin's); its files are on public pages, so reading them answers everyone. `:media` is an asset
 * made for the table; POST names an upload that is nobody's, so even the allowed get 422.
 */
interface MediaRow {
  method: 'GET' | 'POST' | 'PATCH';
  route: string;
  payload?: object;
  expect: Record<Caller, number>;
}
const managed = (allowed: number): Record<Caller, number> => ({ anonymous: 401, client: 403, manager: 403, agent: 403, editor: allowed, admin: allowed });
const ALT = { en: 'A chart', ar: 'رسم بياني' };

export const MEDIA_MATRIX: MediaRow[] = [
  { method: 'GET', route: '/api/admin/media', expect: managed(200) },
  { method: 'POST', route: '/api/admin/media', payload: { uploadId: randomUUID(), alt: ALT }, expect: managed(422) },
  { method: 'GET', route: '/api/admin/media/:media', expect: managed(200) },
  { method: 'PATCH', route: '/api/admin/media/:media', payload: { alt: ALT }, expect: managed(200) },
  { method: 'GET', route: '/api/admin/media/:unknown', expect: managed(404) },
  { method: 'GET', route: '/api/media-library/:media', expect: { anonymous: 200, client: 200, manager: 200, agent: 200, editor: 200, admin: 200 } },
  { method: 'GET', route: '/api/media-library/:media/320', expect: { anonymous: 200, client: 200, manager: 200, agent: 200, editor: 200, admin: 200 } },
  { method: 'GET', route: '/api/media-library/:unknown/320', expect: { anonymous: 404, client: 404, manager: 404, agent: 404, editor: 404, admin: 404 } },
];

test('every media route answers each role exactly as the table says', async () => {
  const sent = await call(app, { method: 'POST', url: '/api/uploads', token: editor, ...formData([['purpose', 'media'], ['file', { filename: 'chart.png', content: noisePng(400, 200), contentType: 'image/png' }]]) });
  const made = await call(app, { method: 'POST', url: '/api/admin/media', token: editor, payload: { uploadId: sent.body.id, alt: ALT } });
  expect(made.status).toBe(201);
  const cells: string[] = [];
  for (const row of MEDIA_MATRIX) {
    for (const caller of CALLERS) {
      const url = row.route.replace(':media', made.body.id as string).replace(':unknown', randomUUID());
      const r = await call(app, { method: row.method, url, payload: row.payload, remoteAddress: freshIp(), token: caller === 'anonymous' ? undefined : token[caller] });
      if (r.status !== row.expect[caller]) cells.push(`${row.method} ${row.route} as ${caller}: ${r.status}, expected ${row.expect[caller]}`);
    }
  }
  expect(cells).toEqual([]);
}, 60_000);

test('the media table covers every media route the API has', () => {
  const template = (row: MediaRow) => `${row.method} ${row.route.replace(/:media|:unknown/, ':id').replace(/\/320$/, '/:width')}`;
  const served = servedRoutes(app).filter((route) => / \/api\/(admin\/media|media-library)\b/.test(route));
  expect(served.sort()).toEqual([...new Set(MEDIA_MATRIX.map(template))].sort());
});
