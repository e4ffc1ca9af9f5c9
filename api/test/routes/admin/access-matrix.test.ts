import type { Role } from '@site/shared/permissions';
import { servedRoutes } from '../../fixtures/served-routes.js';
import { ADMIN, AGENT, DEMO, EDITOR, MANAGER, appForFile, call, loginToken } from '../../helper.js';

const app = appForFile();

type Caller = Role | 'anonymous';
const CALLERS: readonly Caller[] = ['anonymous', 'client', 'manager', 'agent', 'editor', 'admin'];
const SIGN_IN: Record<Role, { email: string; password: string }> = { client: DEMO, manager: MANAGER, agent: AGENT, editor: EDITOR, admin: ADMIN };

/** Every caller but the admin is refused before anything is read. */
const adminOnly = (allowed: number): Record<Caller, number> => ({ anonymous: 401, client: 403, manager: 403, agent: 403, editor: 403, admin: allowed });
/** A manager's own listings: no other role has them, not even the admin (who edits every listing elsewhere). */
const managerOnly = (allowed: number): Record<Caller, number> => ({ anonymous: 401, client: 403, manager: allowed, agent: 403, editor: 403, admin: 403 });
const both = (text: string) => ({ ar: text, en: text });
const LISTING_DETAILS = { speciality: both('s'), about: both('a'), contacts: {} };
const OFFERING = { name: both('n'), summary: both('s'), description: both('d'), priceMin: 1, priceMax: 2 };
const LISTING_CORE = { ...LISTING_DETAILS, name: both('n'), type: { key: 't', ...both('t') }, location: { key: 'l', ...both('l') }, status: 'open' };
/** No account or listing has this id: id routes answer the admin 404 and change nothing. */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Every console API route and the status each caller gets, written once. A route added under
 * /api/admin without a row here fails the last test. Writes are sent with an unknown id or an
 * invalid body, so no cell changes what another reads.
 */
const MATRIX: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; route: string; payload?: object; expect: Record<Caller, number> }> = [
  { method: 'GET', route: '/api/admin/audit', expect: adminOnly(200) },
  { method: 'GET', route: '/api/admin/audit/export.csv', expect: adminOnly(200) },
  { method: 'GET', route: '/api/admin/people/staff', expect: adminOnly(200) },
  { method: 'GET', route: '/api/admin/people/clients', expect: adminOnly(200) },
  { method: 'POST', route: '/api/admin/people/invites', payload: { email: 'not-an-email' }, expect: adminOnly(422) },
  { method: 'GET', route: '/api/admin/people/:id', expect: adminOnly(404) },
  { method: 'PUT', route: '/api/admin/people/:id/role', payload: { role: 'agent' }, expect: adminOnly(404) },
  { method: 'PUT', route: '/api/admin/people/:id/departments', payload: { departments: ['sales'] }, expect: adminOnly(404) },
  { method: 'POST', route: '/api/admin/people/:id/deactivate', expect: adminOnly(404) },
  { method: 'POST', route: '/api/admin/people/:id/reactivate', expect: adminOnly(404) },
  { method: 'POST', route: '/api/admin/people/:id/lock', expect: adminOnly(404) },
  { method: 'POST', route: '/api/admin/people/:id/unlock', expect: adminOnly(404) },
  { method: 'POST', route: '/api/admin/people/:id/two-factor/reset', expect: adminOnly(404) },
  { method: 'GET', route: '/api/admin/people/:id/sessions', expect: adminOnly(404) },
  { method: 'DELETE', route: '/api/admin/people/:id/sessions/:sessionId', expect: adminOnly(404) },
  { method: 'GET', route: '/api/admin/directory', expect: adminOnly(200) },
  { method: 'POST', route: '/api/admin/directory', payload: { section: 'groups' }, expect: adminOnly(422) },
  { method: 'GET', route: '/api/admin/directory/:id', expect: adminOnly(404) },
  { method: 'PUT', route: '/api/admin/directory/:id', payload: LISTING_CORE, expect: adminOnly(404) },
  { method: 'PUT', route: '/api/admin/directory/:id/domain', payload: { domain: 'matrix.example.org' }, expect: adminOnly(404) },
  { method: 'DELETE', route: '/api/admin/directory/:id/domain', expect: adminOnly(404) },
  { method: 'GET', route: '/api/admin/directory/:id/domain/dns', expect: adminOnly(404) },
  { method: 'GET', route: '/api/admin/directory/:id/offerings', expect: adminOnly(404) },
  { method: 'POST', route: '/api/admin/directory/:id/offerings', payload: { ...OFFERING, kind: 'product', slug: 'matrix' }, expect: adminOnly(404) },
  { method: 'PUT', route: '/api/admin/directory/:id/offerings/:offeringId', payload: OFFERING, expect: adminOnly(404) },
  { method: 'DELETE', route: '/api/admin/directory/:id/offerings/:offeringId', expect: adminOnly(404) },
  { method: 'GET', route: '/api/admin/my-listings', expect: managerOnly(200) },
  { method: 'GET', route: '/api/admin/my-listings/:id', expect: managerOnly(404) },
  { method: 'PUT', route: '/api/admin/my-listings/:id', payload: LISTING_DETAILS, expect: managerOnly(404) },
  { method: 'GET', route: '/api/admin/my-listings/:id/offerings', expect: managerOnly(404) },
  { method: 'POST', route: '/api/admin/my-listings/:id/offerings', payload: { ...OFFERING, kind: 'product', slug: 'matrix' }, expect: managerOnly(404) },
  { method: 'PUT', route: '/api/admin/my-listings/:id/offerings/:offeringId', payload: OFFERING, expect: managerOnly(404) },
  { method: 'DELETE', route: '/api/admin/my-listings/:id/offerings/:offeringId', expect: managerOnly(404) },
];

const urlOf = (route: string) => route.replace(/:id|:sessionId|:offeringId/g, UNKNOWN);

const tokens = new Map<Caller, string | undefined>();
beforeAll(async () => {
  tokens.set('anonymous', undefined);
  for (const [role, who] of Object.entries(SIGN_IN)) tokens.set(role as Role, await loginToken(app, who.email, who.password));
});

describe.each(MATRIX)('$method $route', (route) => {
  test.each(CALLERS)('answers %s as the table says', async (caller) => {
    const res = await call(app, { method: route.method, url: urlOf(route.route), payload: route.payload, token: tokens.get(caller) });
    expect(res.status).toBe(route.expect[caller]);
    // A refusal says nothing about the log: no entry, no count.
    if (res.status >= 400) expect(res.raw.body).not.toMatch(/"items"|"total"|"staff"|people\.|@example\.com/);
  });
});


test('the table covers every console route the API has', () => {
  // The content and media routes have their own tables (test/security/content-access-matrix.test.ts), which check their own coverage.
  const admin = servedRoutes(app).filter((route) => /^\S+ \/api\/admin\b/.test(route) && !/ \/api\/admin\/(content|media)\b/.test(route));
  expect(admin.sort()).toEqual(MATRIX.map((r) => `${r.method} ${r.route}`).sort());
});
