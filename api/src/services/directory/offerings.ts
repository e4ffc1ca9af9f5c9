import { and, asc, eq, max } from 'drizzle-orm';
import type { DirectoryOffering, OfferingBody, OfferingCreateBody } from '@site/shared/listings/admin';
import type { Db } from '../../db/client.js';
import { type OfferingRow, offerings } from '../../db/schema/index.js';
import { Conflict, notFound } from '../../lib/errors.js';
import type { Deps } from '../deps.js';
import type { Actor } from '../people/service.js';
import { auditListing, diff, loadListing, type Written } from './scope.js';

const toOffering = (row: OfferingRow): DirectoryOffering => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  name: row.name,
  summary: row.summary,
  description: row.description,
  priceMin: row.priceMin,
  priceMax: row.priceMax,
});

const editable = (body: OfferingBody) => ({ name: body.name, summary: body.summary, description: body.description, priceMin: body.priceMin, priceMax: body.priceMax });

/**
 * A listing's products and services, for admins (any listing) and its manager (`managerId`: their
 * own only; another's listing and its offerings are not found). Each change and its audit entry
 * are one transaction; the offerings table's trigger announces it to the public pages.
 */
export function offeringsService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const audit = (tx: Db, actor: Actor, verb: string, listingId: string, before: unknown, after: unknown) =>
    auditListing(tx, clock, actor, `directory.offering${verb}`, listingId, before, after);

  /** The offering `offeringId` of a listing the caller may edit, or not found. */
  async function load(tx: Db, listingId: string, offeringId: string, managerId?: string) {
    await loadListing(tx, listingId, managerId);
    const [row] = await tx.select().from(offerings).where(and(eq(offerings.id, offeringId), eq(offerings.listingId, listingId))).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(listingId: string, managerId?: string): Promise<DirectoryOffering[]> {
      await loadListing(db, listingId, managerId);
      const rows = await db.select().from(offerings).where(eq(offerings.listingId, listingId)).orderBy(asc(offerings.kind), asc(offerings.position), asc(offerings.slug));
      return rows.map(toOffering);
    },

    /** Adds a product or service after the listing's others; its public id is unique within the listing. */
    async create(actor: Actor, listingId: string, body: OfferingCreateBody, managerId?: string): Promise<Written<DirectoryOffering>> {
      return db.transaction(async (tx) => {
        await loadListing(tx, listingId, managerId);
        const [taken] = await tx.select({ id: offerings.id }).from(offerings).where(and(eq(offerings.listingId, listingId), eq(offerings.slug, body.slug)));
        if (taken) throw new Conflict('directory.offeringSlugTaken');
        const [last] = await tx.select({ n: max(offerings.position) }).from(offerings).where(eq(offerings.listingId, listingId));
        const values = { kind: body.kind, slug: body.slug, ...editable(body) };
        const [row] = await tx.insert(offerings).values({ ...values, listingId, position: (last?.n ?? -1) + 1 }).returning();
        await audit(tx, actor, 'Create', listingId, null, { id: row!.id, ...values });
        return { value: toOffering(row!), changed: true };
      });
    },

    async update(actor: Actor, listingId: string, offeringId: string, body: OfferingBody, managerId?: string): Promise<Written<DirectoryOffering>> {
      return db.transaction(async (tx) => {
        const row = await load(tx, listingId, offeringId, managerId);
        const changes = editable(body);
        const { before, after } = diff(row, changes);
        const changed = Object.keys(after).length > 0;
        if (changed) {
          await tx.update(offerings).set(changes).where(eq(offerings.id, offeringId));
          await audit(tx, actor, 'Update', listingId, { id: offeringId, ...before }, { id: offeringId, ...after });
        }
        return { value: toOffering({ ...row, ...changes }), changed };
      });
    },

    async remove(actor: Actor, listingId: string, offeringId: string, managerId?: string): Promise<Written<void>> {
      return db.transaction(async (tx) => {
        const row = await load(tx, listingId, offeringId, managerId);
        await tx.delete(offerings).where(eq(offerings.id, offeringId));
        await audit(tx, actor, 'Delete', listingId, toOffering(row), null);
        return { value: undefined, changed: true };
      });
    },
  };
}
