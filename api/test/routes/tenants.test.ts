import { eq } from 'drizzle-orm';
import { listings } from '../../src/db/schema/index.js';
import { appForFile, call } from '../helper.js';

const app = appForFile();
const current = (domain: string | undefined, lang = 'en') =>
  call(app, { method: 'GET', url: '/api/tenants/current', lang, headers: domain === undefined ? {} : { 'x-custom-domain': domain } });

test('a known custom domain answers its record’s site, in the request language, whatever the port or case', async () => {
  const en = await current('Customer.test:4610');
  expect(en.status).toBe(200);
  expect(en.body.tenant).toEqual({ domain: 'customer.test', section: 'groups', id: 'riyadh-web-developers', name: 'Riyadh Web Developers', logo: expect.stringMatching(/^\/media\//) });
  expect(en.headers['cache-control']).toBe('no-cache');
  const ar = await current('customer.test.', 'ar');
  expect((ar.body.tenant as { name: string }).name).toBe('مطوّرو الويب في الرياض');
  // The tenant group is the demo manager's, as the first seeded group is.
  const [row] = await app.deps.db.select({ managerId: listings.managerId }).from(listings).where(eq(listings.slug, 'riyadh-web-developers'));
  expect(row?.managerId).toEqual(expect.any(String));
});

test('an unknown custom domain is 404 "not configured", translated', async () => {
  const en = await current('unknown-shop.test');
  expect(en.status).toBe(404);
  expect(en.body.message).toBe('This site is not configured.');
  const ar = await current('unknown-shop.test', 'ar');
  expect(ar.status).toBe(404);
  expect(ar.body.message).toBe('هذا الموقع غير مُعدّ.');
  // A subdomain of a tenant's domain is not that tenant.
  expect((await current('www.customer.test')).status).toBe(404);
});

test('a main host, or no header, has no tenant', async () => {
  for (const domain of [undefined, 'localhost:3000', 'example.com', 'www.example.com', '127.0.0.1:4600']) {
    const res = await current(domain);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tenant: null });
  }
});
