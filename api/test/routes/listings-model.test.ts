import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { LISTING_SORTS, LISTING_STATUSES, LISTINGS_PAGE_SIZE, type ListingSort, SECTIONS, type Section } from '@site/shared/listings';
import { type ListingRow, listings, offerings } from '../../src/db/schema/index.js';
import { appForFile, call } from '../helper.js';

/*
 * Model-based: a visitor changes the list's filters, sort, page and page size in any order; after
 * every change the API's page must be the one a plain in-memory filter, sort and slice of the
 * seeded records gives. Only the order of texts comes from the database (its collation), read once.
 */
const app = appForFile();

interface Query {
  section: Section;
  q?: string;
  sort: ListingSort;
  type?: string;
  category?: string;
  location?: string;
  status?: (typeof LISTING_STATUSES)[number];
  priceMin?: number;
  priceMax?: number;
  page: number;
  pageSize: number;
}
type Real = Record<string, never>;

let rows: ListingRow[] = [];
const servicePrices = new Map<string, Array<{ min: number; max: number }>>();
/** Positions in the database's own text order (its collation), by name in each language and by slug. */
const rank = { en: new Map<string, number>(), ar: new Map<string, number>(), slug: new Map<string, number>() };

beforeAll(async () => {
  const { db } = app.deps;
  rows = await db.select().from(listings);
  for (const o of await db.select().from(offerings).where(eq(offerings.kind, 'service'))) {
    servicePrices.set(o.listingId, [...(servicePrices.get(o.listingId) ?? []), { min: o.priceMin, max: o.priceMax }]);
  }
  for (const key of ['en', 'ar', 'slug'] as const) {
    const text = key === 'slug' ? sql`${listings.slug}` : sql`${listings.name}->>${sql.raw(`'${key}'`)}`;
    const ordered = await db.select({ id: listings.id }).from(listings).orderBy(asc(text), asc(listings.slug));
    ordered.forEach((row, index) => rank[key].set(row.id, index));
  }
});

/** The page the model says the API should answer. */
function modelPage(query: Query, lang: 'en' | 'ar') {
  const needle = query.q?.trim().toLowerCase();
  const matching = rows.filter((row) =>
    row.section === query.section &&
    (!needle || row.name.ar.toLowerCase().includes(needle) || row.name.en.toLowerCase().includes(needle)) &&
    (!query.type || row.type.key === query.type) &&
    (!query.category || row.categories.some((c) => c.key === query.category)) &&
    (!query.location || row.location.key === query.location) &&
    (!query.status || row.status === query.status) &&
    (query.priceMin === undefined && query.priceMax === undefined ||
      (servicePrices.get(row.id) ?? []).some((p) => p.max >= (query.priceMin ?? 0) && p.min <= (query.priceMax ?? Number.MAX_SAFE_INTEGER))),
  );
  const bySlug = (a: ListingRow, b: ListingRow) => rank.slug.get(a.id)! - rank.slug.get(b.id)!;
  const compare: Record<ListingSort, (a: ListingRow, b: ListingRow) => number> = {
    newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || bySlug(a, b),
    rating: (a, b) => b.rating - a.rating || bySlug(a, b),
    members: (a, b) => b.membersCount - a.membersCount || bySlug(a, b),
    name: (a, b) => rank[lang].get(a.id)! - rank[lang].get(b.id)!,
  };
  const sorted = matching.sort(compare[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  return { total: sorted.length, ids: sorted.slice(start, start + query.pageSize).map((row) => row.slug) };
}

function urlOf(query: Query) {
  const { section, ...params } = query;
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== undefined).map(([key, value]): [string, string] => [key, String(value)]));
  return `/api${SECTIONS.find((s) => s.id === section)!.api}?${search.toString()}`;
}

/** One change to the query; then the API and the model must give the same page. */
class Change implements fc.AsyncCommand<Query, Real> {
  constructor(readonly label: string, readonly apply: (query: Query) => void, readonly lang: 'en' | 'ar') {}
  check = () => true;
  async run(query: Query) {
    this.apply(query);
    if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) [query.priceMin, query.priceMax] = [query.priceMax, query.priceMin];
    const response = await call(app, { method: 'GET', url: urlOf(query), lang: this.lang });
    expect(response.status).toBe(200);
    const body = response.body as unknown as { total: number; items: Array<{ id: string }> };
    expect({ url: urlOf(query), total: body.total, ids: body.items.map((item) => item.id) }).toEqual({ url: urlOf(query), ...modelPage(query, this.lang) });
  }
  toString = () => this.label;
}

const facetKeys = (pick: (row: ListingRow) => string[]) => () => fc.constantFrom(undefined, ...new Set(rows.flatMap(pick)));
const lang = fc.constantFrom('en' as const, 'ar' as const);
const change = <T,>(name: string, value: fc.Arbitrary<T>, set: (query: Query, value: T) => void) =>
  fc.tuple(value, lang).map(([v, l]) => new Change(`${name}=${JSON.stringify(v)} (${l})`, (query) => set(query, v), l));

const commands = () => [
  change('section', fc.constantFrom(...SECTIONS.map((s) => s.id)), (query, v) => { query.section = v; }),
  // Part of a stored name (either language) or a word no record has.
  change('q', fc.option(fc.oneof(fc.constantFrom(...rows.flatMap((r) => [r.name.en, r.name.ar])).chain((name) => fc.integer({ min: 0, max: Math.max(0, name.length - 3) }).map((at) => name.slice(at, at + 3))), fc.constant('zzqx')), { nil: undefined }), (query, v) => { query.q = v; }),
  change('sort', fc.constantFrom(...LISTING_SORTS), (query, v) => { query.sort = v; }),
  change('type', facetKeys((r) => [r.type.key])(), (query, v) => { query.type = v; }),
  change('category', facetKeys((r) => r.categories.map((c) => c.key))(), (query, v) => { query.category = v; }),
  change('location', facetKeys((r) => [r.location.key])(), (query, v) => { query.location = v; }),
  change('status', fc.option(fc.constantFrom(...LISTING_STATUSES), { nil: undefined }), (query, v) => { query.status = v; }),
  change('priceMin', fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }), (query, v) => { query.priceMin = v; }),
  change('priceMax', fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }), (query, v) => { query.priceMax = v; }),
  change('page', fc.integer({ min: 1, max: 5 }), (query, v) => { query.page = v; }),
  change('pageSize', fc.integer({ min: 1, max: 12 }), (query, v) => { query.pageSize = v; }),
];

test('any sequence of filter, sort and paging changes gives the page the in-memory model gives', async () => {
  expect(rows.length).toBeGreaterThan(20);
  await fc.assert(
    fc.asyncProperty(fc.commands(commands(), { maxCommands: 12 }), async (sequence) => {
      const query: Query = { section: 'groups', sort: 'newest', page: 1, pageSize: LISTINGS_PAGE_SIZE };
      await fc.asyncModelRun(() => ({ model: query, real: {} }), sequence);
    }),
    { numRuns: 30 },
  );
}, 60_000);
