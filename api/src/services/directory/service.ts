import { and, asc, eq, ne } from 'drizzle-orm';
import type { DirectoryListing, ListingCoreBody, ListingCreateBody, ListingDetailsBody } from '@site/shared/listings/admin';
import type { Db } from '../../db/client.js';
import { type ListingRow, listings, tenants } from '../../db/schema/index.js';
import { Conflict } from '../../lib/errors.js';
import type { Deps } from '../deps.js';
import type { Actor } from '../people/service.js';
import { auditListing, diff, loadListing as load, type Written } from './scope.js';

const toListing = (row: ListingRow, domain: string | null): DirectoryListing => ({
  id: row.id,
  section: row.section,
  slug: row.slug,
  name: row.name,
  speciality: row.speciality,
  about: row.about,
  type: row.type,
  location: row.location,
  categories: row.categories,
  status: row.status,
  website: row.website ?? '',
  contacts: row.contacts,
  domain,
});

/** Empty optional texts are stored as absent, as the seed stores them. */
function detailsRow(body: ListingDetailsBody) {
  const contacts = Object.fromEntries(Object.entries(body.contacts).filter(([, value]) => value));
  return { speciality: body.speciality, about: body.about, website: body.website || null, contacts };
}
const coreRow = (body: ListingCoreBody) => ({ ...detailsRow(body), name: body.name, type: body.type, location: body.location, categories: body.categories, status: body.status });

/**
 * Staff edits of the directory (groups, supporting members, support services) and the customer
 * domains mapped to them. Each change is written with its audit entry in one transaction; the
 * tables' triggers announce it, so public pages and the tenant gate serve it on the next request.
 */
export function directoryService({ db, clock, env }: Pick<Deps, 'db' | 'clock' | 'env'>) {
  const domainOf = async (tx: Db, id: string) =>
    (await tx.select({ domain: tenants.domain }).from(tenants).where(eq(tenants.listingId, id)).orderBy(asc(tenants.domain)).limit(1))[0]?.domain ?? null;
  const audit = (tx: Db, actor: Actor, action: string, id: string, before: unknown, after: unknown) => auditListing(tx, clock, actor, action, id, before, after);

  async function update(actor: Actor, id: string, changes: Record<string, unknown>, action: string, managerId?: string): Promise<Written<DirectoryListing>> {
    return db.transaction(async (tx) => {
      const row = await load(tx, id, managerId);
      const { before, after } = diff(row, changes);
      const changed = Object.keys(after).length > 0;
      if (changed) {
        await tx.update(listings).set(changes).where(eq(listings.id, id));
        await audit(tx, actor, action, id, before, after);
      }
      return { value: toListing({ ...row, ...changes }, await domainOf(tx, id)), changed };
    });
  }

  return {
    /** Every listing (the directory is hundreds, not millions), by section then public id. */
    async list(managerId?: string): Promise<DirectoryListing[]> {
      const rows = await db
        .select({ listing: listings, domain: tenants.domain })
        .from(listings)
        .leftJoin(tenants, eq(tenants.listingId, listings.id))
        .where(managerId ? eq(listings.managerId, managerId) : undefined)
        .orderBy(asc(listings.section), asc(listings.slug));
      const seen = new Map<string, DirectoryListing>();
      for (const { listing, domain } of rows) if (!seen.has(listing.id)) seen.set(listing.id, toListing(listing, domain));
      return [...seen.values()];
    },

    /** One listing; with `managerId`, only one that account manages. */
    async get(id: string, managerId?: string): Promise<DirectoryListing> {
      return toListing(await load(db, id, managerId), await domainOf(db, id));
    },

    async create(actor: Actor, body: ListingCreateBody): Promise<Written<DirectoryListing>> {
      return db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: listings.id }).from(listings).where(and(eq(listings.section, body.section), eq(listings.slug, body.slug)));
        if (taken) throw new Conflict('directory.slugTaken');
        const [row] = await tx.insert(listings).values({ ...coreRow(body), section: body.section, slug: body.slug }).returning();
        await audit(tx, actor, 'directory.create', row!.id, null, { section: body.section, slug: body.slug, ...coreRow(body) });
        return { value: toListing(row!, null), changed: true };
      });
    },

    update: (actor: Actor, id: string, body: ListingCoreBody) => update(actor, id, coreRow(body), 'directory.update'),

    /** A manager's edit of one of their own listings; any other listing is not found. */
    updateOwn: (actor: Actor, id: string, body: ListingDetailsBody) => update(actor, id, detailsRow(body), 'directory.updateOwn', actor.id),

    /** Maps `domain` to the listing, in place of the one it had. */
    async setDomain(actor: Actor, id: string, domain: string): Promise<Written<DirectoryListing>> {
      if (env.MAIN_HOSTS.includes(domain)) throw new Conflict('directory.domainIsSite');
      return db.transaction(async (tx) => {
        const row = await load(tx, id);
        const [other] = await tx.select().from(tenants).where(and(eq(tenants.domain, domain), ne(tenants.listingId, id)));
        if (other) throw new Conflict('directory.domainTaken');
        const before = await domainOf(tx, id);
        if (before !== domain) {
          await tx.delete(tenants).where(eq(tenants.listingId, id));
          await tx.insert(tenants).values({ domain, listingId: id });
          await audit(tx, actor, 'directory.setDomain', id, { domain: before }, { domain });
        }
        return { value: toListing(row, domain), changed: before !== domain };
      });
    },

    async clearDomain(actor: Actor, id: string): Promise<Written<void>> {
      return db.transaction(async (tx) => {
        await load(tx, id);
        const before = await domainOf(tx, id);
        if (!before) return { value: undefined, changed: false };
        await tx.delete(tenants).where(eq(tenants.listingId, id));
        await audit(tx, actor, 'directory.clearDomain', id, { domain: before }, { domain: null });
        return { value: undefined, changed: true };
      });
    },
  };
}
