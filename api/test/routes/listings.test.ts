import { sql } from 'drizzle-orm';
import { STAT_STATUSES } from '@site/shared/listings';
import { appForFile, call } from '../helper.js';

const app = appForFile();

type Item = { id: string; name: string; rating: number; membersCount: number; createdAt: string; status: string; type: { key: string }; location: { key: string }; categories: Array<{ key: string }> };
const list = async (url: string, lang?: string) => {
  const res = await call(app, { method: 'GET', url, lang });
  expect(res.status).toBe(200);
  return res.body as unknown as { items: Item[]; total: number; page: number; pageSize: number; facets: Record<string, Array<{ key: string; label: string }>> };
};

test('each section lists its seeded records, localized, with its filter values', async () => {
  const groups = await list('/api/groups?pageSize=50');
  expect(groups.total).toBeGreaterThanOrEqual(12);
  expect(groups.items.map((g) => g.name)).toContain('Riyadh Web Developers');
  expect((await list('/api/supporting-members')).total).toBeGreaterThanOrEqual(10);
  expect((await list('/api/support-services')).total).toBeGreaterThanOrEqual(8);
  const ar = await list('/api/groups?pageSize=50', 'ar');
  expect(ar.items.map((g) => g.name)).toContain('مطوّرو الويب في الرياض');
  expect(ar.facets.locations).toContainEqual({ key: 'riyadh', label: 'الرياض' });
});

test('search matches either language; paging and validation', async () => {
  expect((await list(`/api/groups?q=${encodeURIComponent('جدة')}`)).total).toBe(2);
  expect((await list('/api/groups?q=data')).items[0]!.name).toBe('Data & AI Circle');
  expect((await list('/api/groups?q=%25')).total).toBe(0);
  const first = await list('/api/groups?pageSize=5');
  const second = await list('/api/groups?pageSize=5&page=2');
  expect(first.items).toHaveLength(5);
  expect(second.items.map((g) => g.id)).not.toContain(first.items[0]!.id);
  for (const bad of ['page=0', 'sort=price', 'type=Bad%20Key', 'status=maybe', 'priceMin=900&priceMax=100']) {
    expect((await call(app, { method: 'GET', url: `/api/groups?${bad}` })).status).toBe(422);
  }
});

test('sorts by rating, members, newest and name', async () => {
  const sorted = (values: number[], dir: 1 | -1) => [...values].sort((a, b) => dir * (a - b));
  const rating = (await list('/api/groups?sort=rating&pageSize=50')).items.map((g) => g.rating);
  expect(rating).toEqual(sorted(rating, -1));
  const members = (await list('/api/supporting-members?sort=members&pageSize=50')).items.map((g) => g.membersCount);
  expect(members).toEqual(sorted(members, -1));
  const newest = (await list('/api/groups?pageSize=50')).items.map((g) => Date.parse(g.createdAt));
  expect(newest).toEqual(sorted(newest, -1));
  for (const lang of ['en', 'ar']) {
    const names = (await list('/api/groups?sort=name&pageSize=50', lang)).items.map((g) => g.name);
    expect(names[0]! <= names[names.length - 1]!).toBe(true);
  }
});

test('filters by type, category, location, status and service price', async () => {
  const byType = await list('/api/groups?type=study-group&pageSize=50');
  expect(byType.total).toBeGreaterThan(0);
  expect(byType.items.every((g) => g.type.key === 'study-group')).toBe(true);
  const byCategory = await list('/api/groups?category=design&pageSize=50');
  expect(byCategory.total).toBeGreaterThan(0);
  expect(byCategory.items.every((g) => g.categories.some((c) => c.key === 'design'))).toBe(true);
  const riyadhOpen = await list('/api/groups?location=riyadh&status=open&pageSize=50');
  expect(riyadhOpen.items.every((g) => g.location.key === 'riyadh' && g.status === 'open')).toBe(true);
  expect((await list('/api/groups?status=closed')).items.every((g) => g.status === 'closed')).toBe(true);
  // Group services cost from 250 SAR; nothing is priced under 100.
  expect((await list('/api/groups?priceMax=100')).total).toBe(0);
  expect((await list('/api/groups?priceMin=200&priceMax=300&pageSize=50')).total).toBeGreaterThan(0);
  expect((await list('/api/support-services?priceMin=20000')).total).toBe(0);
});

test('details hold everything a record has; products and services with both price kinds', async () => {
  const { status, body } = await call(app, { method: 'GET', url: '/api/groups/riyadh-web-developers' });
  expect(status).toBe(200);
  expect(body).toMatchObject({ id: 'riyadh-web-developers', manager: { name: 'Hind Al-Mutairi' }, website: expect.any(String) });
  expect((body.criteria as string[]).length).toBeGreaterThan(0);
  expect((body.rules as string[]).length).toBeGreaterThan(0);
  expect((body.audios as Array<{ url: string }>)[0]!.url).toMatch(/^\/media\/audios\//);
  const services = body.services as Array<{ id: string; price: { kind: string } }>;
  expect(services.map((s) => s.price.kind).sort()).toEqual(['fixed', 'range']);
  const product = (body.products as Array<{ id: string }>)[0]!;
  const one = await call(app, { method: 'GET', url: `/api/groups/riyadh-web-developers/products/${product.id}`, lang: 'ar' });
  expect(one.body).toMatchObject({ kind: 'product', listing: { id: 'riyadh-web-developers', name: 'مطوّرو الويب في الرياض' }, price: { currency: 'SAR' } });
  const range = services.find((s) => s.price.kind === 'range')!;
  expect((await call(app, { method: 'GET', url: `/api/groups/riyadh-web-developers/services/${range.id}` })).body).toMatchObject({ price: { kind: 'range' } });
  // A product is not a service, and a record of one section is not found under another.
  expect((await call(app, { method: 'GET', url: `/api/groups/riyadh-web-developers/services/${product.id}` })).status).toBe(404);
  expect((await call(app, { method: 'GET', url: '/api/supporting-members/riyadh-web-developers' })).status).toBe(404);
  expect((await call(app, { method: 'GET', url: '/api/groups/nope' })).status).toBe(404);
});

test('supporting members and support services link to each other', async () => {
  const member = await call(app, { method: 'GET', url: '/api/supporting-members/noura-alotaibi' });
  expect((member.body.related as Array<{ id: string }>).map((r) => r.id)).toContain('security-review');
  expect((member.body.profile as unknown[]).length).toBe(4);
  const service = await call(app, { method: 'GET', url: '/api/support-services/security-review' });
  expect((service.body.related as Array<{ id: string }>).map((r) => r.id)).toEqual(expect.arrayContaining(['noura-alotaibi', 'omar-alshehri']));
  expect(service.body.membersCount).toBe((service.body.related as unknown[]).length);
});

test('stats: twelve months of counts for the eight statuses', async () => {
  for (const url of ['/api/groups/data-and-ai-circle/stats', '/api/support-services/ux-audit/stats', '/api/supporting-members/khalid-alharbi/stats']) {
    const { status, body } = await call(app, { method: 'GET', url });
    expect(status).toBe(200);
    const months = body.months as Array<{ month: string; counts: Record<string, number> }>;
    expect(months).toHaveLength(12);
    expect(Object.keys(body.totals as object).sort()).toEqual([...STAT_STATUSES].sort());
    const sum = months.reduce((n, m) => n + m.counts.pending!, 0);
    expect((body.totals as Record<string, number>).pending).toBe(sum);
  }
});

test('public reads carry an ETag and answer 304 when it matches', async () => {
  const first = await call(app, { method: 'GET', url: '/api/groups/riyadh-web-developers/stats' });
  const etag = first.headers.etag as string;
  expect(etag).toBeTruthy();
  expect(first.headers['cache-control']).toContain('public');
  const again = await call(app, { method: 'GET', url: '/api/groups/riyadh-web-developers/stats', headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
});

test('the name search (part of a name, either language) has trigram indexes to use', async () => {
  const plan = await app.deps.db.transaction(async (tx) => {
    // The seeded table is small enough for a sequential scan: forbid it to see which index serves the search.
    await tx.execute(sql`set local enable_seqscan = off`);
    const res: unknown = await tx.execute(sql`explain select id from listings where name->>'ar' ilike '%data%' or name->>'en' ilike '%data%'`);
    return (res as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n');
  });
  expect(plan).toContain('listings_name_en_trgm_idx');
  expect(plan).toContain('listings_name_ar_trgm_idx');
});
