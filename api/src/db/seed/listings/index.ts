import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Section } from '@site/shared/listings';
import type { Db } from '../../client.js';
import { accounts, listingStats, listings, memberServices, offerings, tenants } from '../../schema/index.js';
import { audiosFor, lastTwelveMonths, offeringsFor, statsFor } from './children.js';
import { GROUPS } from './groups.js';
import { MEMBERS } from './members.js';
import { SERVICES } from './services.js';
import type { ListingSeed } from './types.js';
import { DEMO_ACCOUNTS } from '../accounts.js';

const DAY = 86_400_000;
/** The demo account that manages the managed groups. */
const MANAGER_EMAIL = DEMO_ACCOUNTS.find((a) => a.accountName === 'manager')!.email;

const SEEDS: Array<[Section, ListingSeed[]]> = [
  ['groups', GROUPS],
  ['support-services', SERVICES],
  ['supporting-members', MEMBERS],
];

const contactsFor = (seed: ListingSeed, index: number) => ({
  phone: `+96611${String(4000000 + index * 1371).padStart(7, '0')}`,
  email: `${seed.slug}@example.com`,
  whatsapp: `+9665${String(50000000 + index * 7919).padStart(8, '0')}`,
});

/** Inserts the records that are missing, with their offerings, audios and a year of statistics. */
async function seedSection(db: Db, section: Section, seeds: ListingSeed[], now: Date): Promise<void> {
  const rows = seeds.map(({ ageDays, managed: _m, offers: _o, profile, ...seed }, index) => ({
    ...seed,
    section,
    profile: profile ?? [],
    contacts: contactsFor(seed as ListingSeed, index),
    audios: audiosFor(index),
    supportRate: section === 'groups' ? 5 + (index % 5) * 2.5 : null,
    commissionRate: section === 'groups' ? 10 + (index % 3) * 2.5 : null,
    createdAt: new Date(now.getTime() - ageDays * DAY),
  }));
  const inserted = await db.insert(listings).values(rows).onConflictDoNothing().returning({ id: listings.id, slug: listings.slug });
  if (inserted.length === 0) return;
  const months = lastTwelveMonths(now);
  const bySlug = new Map(seeds.map((s, i) => [s.slug, { seed: s, index: i }]));
  await db.insert(offerings).values(
    inserted.flatMap(({ id, slug }) => {
      const { seed, index } = bySlug.get(slug)!;
      return offeringsFor(section, index, seed.image).map((o) => ({ ...o, listingId: id }));
    }),
  );
  await db.insert(listingStats).values(inserted.flatMap(({ id, slug }) => statsFor(slug, id, months)));
}

/** Members offer support services; a service's members count is how many members offer it. */
async function linkMembers(db: Db): Promise<void> {
  const all = await db.select({ id: listings.id, slug: listings.slug, section: listings.section }).from(listings);
  const idOf = (section: Section, slug: string) => all.find((r) => r.section === section && r.slug === slug)?.id;
  const links = MEMBERS.flatMap((m) => (m.offers ?? []).map((s) => ({ memberId: idOf('supporting-members', m.slug)!, serviceId: idOf('support-services', s)! })));
  await db.insert(memberServices).values(links).onConflictDoNothing();
  const offeredBy = sql`(select count(*)::int from ${memberServices} where ${memberServices.serviceId} = ${listings.id})`;
  await db
    .update(listings)
    .set({ membersCount: offeredBy })
    .where(and(eq(listings.section, 'support-services'), ne(listings.membersCount, offeredBy)));
}

/** The demo manager runs the managed groups; without demo accounts they have no manager. */
async function assignManager(db: Db): Promise<void> {
  const [manager] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, MANAGER_EMAIL));
  if (!manager) return;
  const slugs = GROUPS.filter((g) => g.managed).map((g) => g.slug);
  await db
    .update(listings)
    .set({ managerId: manager.id })
    .where(and(eq(listings.section, 'groups'), inArray(listings.slug, slugs), isNull(listings.managerId)));
}

/** Customers' own domains and the record whose site each serves (README: trying one locally). */
export const TENANT_SEEDS: Array<{ domain: string; section: Section; slug: string }> = [
  { domain: 'customer.test', section: 'groups', slug: GROUPS.find((g) => g.managed)!.slug },
];

async function seedTenants(db: Db): Promise<void> {
  const rows = await db.select({ id: listings.id, section: listings.section, slug: listings.slug }).from(listings);
  const values = TENANT_SEEDS.flatMap(({ domain, section, slug }) => {
    const listing = rows.find((r) => r.section === section && r.slug === slug);
    return listing ? [{ domain, listingId: listing.id }] : [];
  });
  if (values.length > 0) await db.insert(tenants).values(values).onConflictDoNothing();
}

export async function seedListings(db: Db, now = new Date()): Promise<void> {
  for (const [section, seeds] of SEEDS) await seedSection(db, section, seeds, now);
  await linkMembers(db);
  await assignManager(db);
  await seedTenants(db);
}
