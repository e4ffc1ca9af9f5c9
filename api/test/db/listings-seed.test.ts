import { count } from 'drizzle-orm';
import { listingStats, listings, memberServices, offerings } from '../../src/db/schema/index.js';
import { GROUPS } from '../../src/db/seed/listings/groups.js';
import { seedListings } from '../../src/db/seed/listings/index.js';
import { MEMBERS } from '../../src/db/seed/listings/members.js';
import { SERVICES } from '../../src/db/seed/listings/services.js';
import { databaseForFile } from '../helper.js';

const ARABIC = /[\u0600-\u06FF]/;
const database = databaseForFile();

test('the directory seed has enough records, each with Arabic and English text', () => {
  expect(GROUPS.length).toBeGreaterThanOrEqual(12);
  expect(MEMBERS.length).toBeGreaterThanOrEqual(10);
  expect(SERVICES.length).toBeGreaterThanOrEqual(8);
  for (const seed of [...GROUPS, ...MEMBERS, ...SERVICES]) {
    for (const text of [seed.name, seed.about, seed.speciality, seed.type, seed.location, ...seed.categories, ...seed.criteria, ...seed.rules]) {
      expect([seed.slug, text.en.length > 0, ARABIC.test(text.ar)]).toEqual([seed.slug, true, true]);
    }
  }
  const services = new Set(SERVICES.map((s) => s.slug));
  expect(MEMBERS.flatMap((m) => m.offers ?? []).every((slug) => services.has(slug))).toBe(true);
});

test('seeding twice leaves the same rows', async () => {
  const counts = async () =>
    Promise.all([listings, offerings, memberServices, listingStats].map(async (t) => Number((await database.db.select({ n: count() }).from(t))[0]?.n)));
  // A PostgreSQL test database is migrated only; a PGlite one starts from the seeded template.
  await seedListings(database.db);
  const before = await counts();
  expect(before[0]).toBeGreaterThanOrEqual(30);
  await seedListings(database.db);
  expect(await counts()).toEqual(before);
});
