import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { STAT_STATUSES, type ListingFacets, type ListingDetail, type ListingPage, type ListingQuery, type ListingStats, type Offering, type OfferingKind, type Section, type StatStatus } from '@site/shared/listings';
import type { Db } from '../../db/client.js';
import { accounts, listingStats, listings, memberServices, offerings, type FacetText } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/index.js';
import { facet, pick, toDetail, toOfferingSummary, toPrice, toSummary } from './mappers.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each filter matches an index of the listings table (schema/listings.ts). */
function filters(section: Section, query: ListingQuery): SQL | undefined {
  const { q, type, category, location, status, priceMin, priceMax } = query;
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const priced = priceMin !== undefined || priceMax !== undefined;
  return and(
    eq(listings.section, section),
    pattern ? sql`(${listings.name}->>'ar' ilike ${pattern} or ${listings.name}->>'en' ilike ${pattern})` : undefined,
    type ? sql`${listings.type}->>'key' = ${type}` : undefined,
    category ? sql`${listings.categories} @> ${JSON.stringify([{ key: category }])}::jsonb` : undefined,
    location ? sql`${listings.location}->>'key' = ${location}` : undefined,
    status ? eq(listings.status, status) : undefined,
    priced
      ? sql`exists (select 1 from ${offerings} where ${offerings.listingId} = ${listings.id} and ${offerings.kind} = 'service'
          and ${offerings.priceMax} >= ${priceMin ?? 0} and ${offerings.priceMin} <= ${priceMax ?? 2_147_483_647})`
      : undefined,
  );
}

function order(query: ListingQuery, lang: Lang): SQL[] {
  const byName = sql`${listings.name}->>${sql.raw(`'${lang}'`)}`;
  switch (query.sort) {
    case 'rating': return [desc(listings.rating), asc(listings.slug)];
    case 'members': return [desc(listings.membersCount), asc(listings.slug)];
    case 'name': return [asc(byName), asc(listings.slug)];
    default: return [desc(listings.createdAt), asc(listings.slug)];
  }
}

/** The values the section's filters offer, from its records, sorted by label. */
function facetsOf(rows: Array<{ type: FacetText; categories: FacetText[]; location: FacetText }>, lang: Lang): ListingFacets {
  const distinct = (values: FacetText[]) =>
    [...new Map(values.map((v) => [v.key, facet(v, lang)])).values()].sort((a, b) => a.label.localeCompare(b.label, lang));
  return {
    types: distinct(rows.map((r) => r.type)),
    categories: distinct(rows.flatMap((r) => r.categories)),
    locations: distinct(rows.map((r) => r.location)),
  };
}

export function listingRepository(db: Db) {
  const findRow = async (section: Section, slug: string) =>
    (await db.select().from(listings).where(and(eq(listings.section, section), eq(listings.slug, slug))).limit(1))[0] ?? null;

  /** The other side of the member–service relation. */
  const related = async (section: Section, id: string, lang: Lang) => {
    if (section === 'groups') return [];
    const [mine, theirs] = section === 'supporting-members' ? [memberServices.memberId, memberServices.serviceId] : [memberServices.serviceId, memberServices.memberId];
    const rows = await db
      .select({ slug: listings.slug, section: listings.section, name: listings.name })
      .from(memberServices)
      .innerJoin(listings, eq(listings.id, theirs))
      .where(eq(mine, id))
      .orderBy(asc(listings.slug));
    return rows.map((r) => ({ id: r.slug, section: r.section, name: pick(r.name, lang) }));
  };

  return {
    findRow,

    async list(section: Section, lang: Lang, query: ListingQuery): Promise<ListingPage> {
      const where = filters(section, query);
      const { page, pageSize } = query;
      const [rows, [total], facetRows] = await Promise.all([
        db.select().from(listings).where(where).orderBy(...order(query, lang)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(listings).where(where),
        db.select({ type: listings.type, categories: listings.categories, location: listings.location }).from(listings).where(eq(listings.section, section)),
      ]);
      return { items: rows.map((r) => toSummary(r, lang)), page, pageSize, total: total?.n ?? 0, facets: facetsOf(facetRows, lang) };
    },

    async detail(section: Section, slug: string, lang: Lang): Promise<ListingDetail | null> {
      const row = await findRow(section, slug);
      if (!row) return null;
      const [manager, offered, links] = await Promise.all([
        row.managerId ? db.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, row.managerId)) : Promise.resolve([]),
        db.select().from(offerings).where(eq(offerings.listingId, row.id)).orderBy(asc(offerings.position)),
        related(section, row.id, lang),
      ]);
      const summaries = offered.map((o) => toOfferingSummary(o, lang));
      return toDetail(row, lang, {
        manager: manager[0] ?? null,
        products: summaries.filter((o) => o.kind === 'product'),
        services: summaries.filter((o) => o.kind === 'service'),
        related: links,
      });
    },

    async stats(section: Section, slug: string): Promise<ListingStats | null> {
      const row = await findRow(section, slug);
      if (!row) return null;
      const rows = await db.select().from(listingStats).where(eq(listingStats.listingId, row.id)).orderBy(asc(listingStats.month));
      const zero = () => Object.fromEntries(STAT_STATUSES.map((s) => [s, 0])) as Record<StatStatus, number>;
      const totals = zero();
      const months = new Map<string, Record<StatStatus, number>>();
      for (const r of rows) {
        totals[r.status] += r.count;
        const counts = months.get(r.month) ?? zero();
        counts[r.status] += r.count;
        months.set(r.month, counts);
      }
      return { totals, months: [...months].map(([month, counts]) => ({ month, counts })) };
    },

    async offering(section: Section, slug: string, kind: OfferingKind, offeringSlug: string, lang: Lang): Promise<Offering | null> {
      const [found] = await db
        .select({ offering: offerings, listing: listings })
        .from(offerings)
        .innerJoin(listings, eq(listings.id, offerings.listingId))
        .where(and(eq(listings.section, section), eq(listings.slug, slug), eq(offerings.kind, kind), eq(offerings.slug, offeringSlug)))
        .limit(1);
      if (!found) return null;
      const { offering: o, listing: l } = found;
      return {
        ...toOfferingSummary(o, lang),
        price: toPrice(o),
        description: pick(o.description, lang),
        images: o.images,
        listing: { id: l.slug, section: l.section, name: pick(l.name, lang), status: l.status },
      };
    },
  };
}

export type ListingRepository = ReturnType<typeof listingRepository>;
