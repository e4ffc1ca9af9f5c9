import { startDnsStub, type StubRecord } from '../../fixtures/dns-stub.js';
import { ADMIN, MANAGER, appForFile, call, loginToken } from '../../helper.js';

// The site is at site.example.com (203.0.113.10); the DNS provider is a local stub.
const DNS_PORT = 4721;
const zone = new Map<string, StubRecord[]>([
  ['site.example.com', [{ type: 'A', address: '203.0.113.10' }]],
  ['shop.customer.test', [{ type: 'CNAME', target: 'site.example.com' }]],
  ['apex.customer.test', [{ type: 'A', address: '203.0.113.10' }]],
  ['elsewhere.customer.test', [{ type: 'A', address: '198.51.100.7' }]],
]);
let closeDns: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  closeDns = (await startDnsStub(DNS_PORT, zone)).close;
});
afterAll(() => closeDns());

const app = appForFile({ env: { PUBLIC_URL: 'https://site.example.com', DNS_SERVERS: `127.0.0.1:${DNS_PORT}` } });

type Listing = { id: string; section: string; slug: string; name: { ar: string; en: string }; domain: string | null; about: { ar: string; en: string }; status: string };
let admin = '';
let manager = '';
beforeAll(async () => {
  admin = await loginToken(app, ADMIN.email, ADMIN.password);
  manager = await loginToken(app, MANAGER.email, MANAGER.password);
});

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang?: string) =>
  call(app, { method, url, token, payload, lang, headers: { 'user-agent': 'Directory test' } });
const listAll = async () => (await as(admin, 'GET', '/api/admin/directory')).body.items as Listing[];
const bySlug = async (slug: string) => (await listAll()).find((l) => l.slug === slug)!;
const auditOf = async (action: string, id: string) =>
  ((await as(admin, 'GET', `/api/admin/audit?action=${action}`)).body.items as Array<{ targetId: string; before: unknown; after: unknown }>).filter((e) => e.targetId === id);

const core = (listing: Listing, changes: object = {}) => ({
  name: listing.name,
  speciality: { ar: 'تخصص', en: 'Speciality' },
  about: listing.about,
  type: { key: 'community', ar: 'مجتمع', en: 'Community' },
  location: { key: 'riyadh', ar: 'الرياض', en: 'Riyadh' },
  categories: [],
  status: listing.status,
  website: '',
  contacts: {},
  ...changes,
});

describe('admins edit the directory', () => {
  test('a new listing in both languages is on its public page at once, and audited', async () => {
    const body = { ...core({ name: { ar: 'مجموعة جديدة', en: 'New Circle' }, about: { ar: 'عنها', en: 'About it' }, status: 'open' } as Listing), section: 'groups', slug: 'new-circle' };
    const created = await as(admin, 'POST', '/api/admin/directory', body);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const page = await call(app, { method: 'GET', url: '/api/groups/new-circle', lang: 'ar' });
    expect(page.status).toBe(200);
    expect(page.body.name).toBe('مجموعة جديدة');
    expect(await auditOf('directory.create', id)).toHaveLength(1);
    // The public id is unique within its section.
    const again = await as(admin, 'POST', '/api/admin/directory', body);
    expect(again.status).toBe(409);
    expect((await as(admin, 'POST', '/api/admin/directory', body, 'ar')).body.message).toBe('يوجد سجل آخر في هذا القسم بالمعرّف العام نفسه.');
  });

  test('an edit shows on the next public request; the audit keeps only the changed fields, before and after', async () => {
    const listing = await bySlug('riyadh-web-developers');
    const name = { ar: 'مطوّرو الرياض', en: 'Riyadh Developers' };
    const res = await as(admin, 'PUT', `/api/admin/directory/${listing.id}`, core(listing, { name }));
    expect(res.status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/groups/riyadh-web-developers', lang: 'en' })).body.name).toBe('Riyadh Developers');
    const [entry] = await auditOf('directory.update', listing.id);
    expect(entry).toMatchObject({ before: { name: listing.name }, after: { name } });
  });

  test('an invalid body is 422 with translated field messages', async () => {
    const listing = await bySlug('riyadh-web-developers');
    const res = await as(admin, 'PUT', `/api/admin/directory/${listing.id}`, core(listing, { name: { ar: '', en: 'x' }, website: 'ftp://x' }), 'ar');
    expect(res.status).toBe(422);
    expect(res.body.errors?.length).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await as(admin, 'PUT', '/api/admin/directory/00000000-0000-4000-8000-000000000000', core(listing))).status).toBe(404);
  });
});

describe('custom domains', () => {
  test('mapping a domain makes the tenant gate serve it; clearing it ends that; both audited', async () => {
    const listing = await bySlug('new-circle');
    const tenant = () => call(app, { method: 'GET', url: '/api/tenants/current', headers: { 'x-custom-domain': 'shop.customer.test' } });
    expect((await tenant()).status).toBe(404);
    const set = await as(admin, 'PUT', `/api/admin/directory/${listing.id}/domain`, { domain: 'Shop.Customer.test' });
    expect(set.status).toBe(200);
    expect(set.body.domain).toBe('shop.customer.test');
    expect((await tenant()).body.tenant).toMatchObject({ id: 'new-circle', section: 'groups' });
    expect(await auditOf('directory.setDomain', listing.id)).toEqual([expect.objectContaining({ before: { domain: null }, after: { domain: 'shop.customer.test' } })]);

    expect((await as(admin, 'DELETE', `/api/admin/directory/${listing.id}/domain`)).status).toBe(204);
    expect((await tenant()).status).toBe(404);
    expect(await auditOf('directory.clearDomain', listing.id)).toHaveLength(1);
  });

  test('a domain another listing has, or the site’s own host, is refused', async () => {
    const listing = await bySlug('new-circle');
    expect((await as(admin, 'PUT', `/api/admin/directory/${listing.id}/domain`, { domain: 'customer.test' })).status).toBe(409);
    expect((await as(admin, 'PUT', `/api/admin/directory/${listing.id}/domain`, { domain: 'example.com' })).status).toBe(409);
    expect((await as(admin, 'PUT', `/api/admin/directory/${listing.id}/domain`, { domain: 'not a domain' })).status).toBe(422);
  });

  test.each([
    ['shop.customer.test', 'points'],
    ['apex.customer.test', 'points'],
    ['elsewhere.customer.test', 'elsewhere'],
    ['nothing.customer.test', 'missing'],
  ])('the DNS check of %s says %s', async (domain, state) => {
    const listing = await bySlug('new-circle');
    await as(admin, 'PUT', `/api/admin/directory/${listing.id}/domain`, { domain });
    const res = await as(admin, 'GET', `/api/admin/directory/${listing.id}/domain/dns`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ domain, state });
    expect(res.body.expected).toEqual(expect.arrayContaining(['site.example.com', '203.0.113.10']));
  });
});

describe('managers edit their own listings', () => {
  test('they see only theirs, edit its details (audited, public at once), and get 404 for another’s', async () => {
    const mine = (await as(manager, 'GET', '/api/admin/my-listings')).body.items as Listing[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l.section === 'groups')).toBe(true);
    const own = mine[0]!;
    const details = { speciality: { ar: 'تخصص جديد', en: 'New speciality' }, about: { ar: 'نبذة', en: 'About us' }, website: 'https://own.example.org', contacts: { email: 'hello@own.example.org' } };
    const res = await as(manager, 'PUT', `/api/admin/my-listings/${own.id}`, details);
    expect(res.status).toBe(200);
    const page = await call(app, { method: 'GET', url: `/api/groups/${own.slug}`, lang: 'ar' });
    expect(page.body.about).toBe('نبذة');
    expect(await auditOf('directory.updateOwn', own.id)).toHaveLength(1);

    const other = (await listAll()).find((l) => !mine.some((m) => m.id === l.id))!;
    expect((await as(manager, 'PUT', `/api/admin/my-listings/${other.id}`, details)).status).toBe(404);
    // The name is the admins' to change: unknown fields are dropped, not applied.
    await as(manager, 'PUT', `/api/admin/my-listings/${own.id}`, { ...details, name: { ar: 'x', en: 'x' } });
    expect((await bySlug(own.slug)).name).toEqual(own.name);
  });
});

describe('a save that changes nothing', () => {
  test('answers at once: it does not wait for a change notification that never comes', async () => {
    const [own] = (await as(manager, 'GET', '/api/admin/my-listings')).body.items as Array<Listing & { speciality: object; website: string; contacts: object }>;
    // The contacts in another key order than the database keeps them: still the same contacts.
    const contacts = Object.fromEntries(Object.entries({ phone: '+966500000099', email: 'same@own.example.org', whatsapp: '+966500000098' }).reverse());
    const details = { speciality: own!.speciality, about: own!.about, website: own!.website, contacts };
    await as(manager, 'PUT', `/api/admin/my-listings/${own!.id}`, details);
    const audited = (await auditOf('directory.updateOwn', own!.id)).length;
    const started = performance.now();
    const res = await as(manager, 'PUT', `/api/admin/my-listings/${own!.id}`, { ...details, contacts: Object.fromEntries(Object.entries(contacts).reverse()) });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);
    expect(await auditOf('directory.updateOwn', own!.id)).toHaveLength(audited);
  });
});

type Offering = { id: string; kind: string; slug: string; name: { ar: string; en: string }; priceMin: number; priceMax: number };
const product = (changes: object = {}) => ({
  name: { ar: 'باقة المتجر', en: 'Store bundle' },
  summary: { ar: 'متجر كامل', en: 'A whole store' },
  description: { ar: 'متجر إلكتروني بالدفع', en: 'An online store with payments' },
  priceMin: 1500,
  priceMax: 3000,
  ...changes,
});

describe('products and services', () => {
  test('a manager adds, edits and removes their own listing’s product: public at once, each audited', async () => {
    const [own] = (await as(manager, 'GET', '/api/admin/my-listings')).body.items as Listing[];
    const base = `/api/admin/my-listings/${own!.id}/offerings`;
    const created = await as(manager, 'POST', base, { ...product(), kind: 'product', slug: 'store-bundle' });
    expect(created.status).toBe(201);
    const offering = created.body as Offering;
    const publicUrl = `/api/groups/${own!.slug}/products/store-bundle`;
    expect((await call(app, { method: 'GET', url: publicUrl, lang: 'ar' })).body.name).toBe('باقة المتجر');

    const edited = await as(manager, 'PUT', `${base}/${offering.id}`, product({ name: { ar: 'باقة المتجر الكاملة', en: 'Full store bundle' }, priceMin: 2000, priceMax: 2000 }));
    expect(edited.status).toBe(200);
    const page = await call(app, { method: 'GET', url: publicUrl, lang: 'en' });
    expect(page.body).toMatchObject({ name: 'Full store bundle', price: { kind: 'fixed', min: 2000 } });
    expect(((await as(manager, 'GET', base)).body.items as Offering[]).map((o) => o.slug)).toContain('store-bundle');

    expect((await as(manager, 'DELETE', `${base}/${offering.id}`)).status).toBe(204);
    expect((await call(app, { method: 'GET', url: publicUrl })).status).toBe(404);
    const actions = ['directory.offeringCreate', 'directory.offeringUpdate', 'directory.offeringDelete'];
    for (const action of actions) expect(await auditOf(action, own!.id)).toHaveLength(1);
    expect((await auditOf('directory.offeringUpdate', own!.id))[0]).toMatchObject({ before: { priceMin: 1500, priceMax: 3000 }, after: { priceMin: 2000, priceMax: 2000 } });
  });

  test('another listing, or its offerings, are 404 to a manager; admins edit any listing’s', async () => {
    const mine = (await as(manager, 'GET', '/api/admin/my-listings')).body.items as Listing[];
    const other = (await listAll()).find((l) => !mine.some((m) => m.id === l.id))!;
    expect((await as(manager, 'GET', `/api/admin/my-listings/${other.id}`)).status).toBe(404);
    expect((await as(manager, 'GET', `/api/admin/my-listings/${other.id}/offerings`)).status).toBe(404);
    expect((await as(manager, 'POST', `/api/admin/my-listings/${other.id}/offerings`, { ...product(), kind: 'service', slug: 'sneaky' })).status).toBe(404);

    const created = await as(admin, 'POST', `/api/admin/directory/${other.id}/offerings`, { ...product(), kind: 'service', slug: 'admin-service' });
    expect(created.status).toBe(201);
    const id = (created.body as Offering).id;
    // The manager cannot reach it through their own listing either.
    expect((await as(manager, 'PUT', `/api/admin/my-listings/${mine[0]!.id}/offerings/${id}`, product())).status).toBe(404);
    expect((await as(manager, 'DELETE', `/api/admin/my-listings/${other.id}/offerings/${id}`)).status).toBe(404);
    expect((await as(admin, 'PUT', `/api/admin/directory/${other.id}/offerings/${id}`, product({ priceMin: 10, priceMax: 20 }))).body).toMatchObject({ priceMin: 10, priceMax: 20 });
    // The public id is unique within the listing.
    expect((await as(admin, 'POST', `/api/admin/directory/${other.id}/offerings`, { ...product(), kind: 'product', slug: 'admin-service' })).status).toBe(409);
  });

  test('an invalid product is 422 with translated messages, and nothing is written', async () => {
    const [own] = (await as(manager, 'GET', '/api/admin/my-listings')).body.items as Listing[];
    const base = `/api/admin/my-listings/${own!.id}/offerings`;
    const before = (await as(manager, 'GET', base)).body.items as Offering[];
    const res = await as(manager, 'POST', base, { ...product({ priceMin: 500, priceMax: 100 }), kind: 'product', slug: 'swapped' }, 'ar');
    expect(res.status).toBe(422);
    expect(res.body.errors).toContain('لا يمكن أن يزيد أقل سعر على أعلى سعر.');
    expect((await as(manager, 'POST', base, { ...product({ name: { ar: '', en: 'x' } }), kind: 'product', slug: 'Bad Slug' }, 'en')).status).toBe(422);
    expect((await as(manager, 'GET', base)).body.items).toEqual(before);
  });

  test('an offering save that changes nothing answers at once', async () => {
    const [own] = (await as(manager, 'GET', '/api/admin/my-listings')).body.items as Listing[];
    const base = `/api/admin/my-listings/${own!.id}/offerings`;
    const [first] = (await as(manager, 'GET', base)).body.items as Array<Offering & { summary: object; description: object }>;
    const body = { name: first!.name, summary: first!.summary, description: first!.description, priceMin: first!.priceMin, priceMax: first!.priceMax };
    const started = performance.now();
    expect((await as(manager, 'PUT', `${base}/${first!.id}`, body)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
