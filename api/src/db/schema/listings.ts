import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LISTING_STATUSES, OFFERING_KINDS, SECTION_IDS, STAT_STATUSES, type Audio } from '@site/shared/listings';
import { accounts } from './accounts.js';

/** Bilingual text stored side by side; the API answers in the request language. */
export type LocalText = { ar: string; en: string };
/** A filterable value: a stable key for URLs and indexes, and its label in both languages. */
export type FacetText = LocalText & { key: string };
type StoredAudio = Omit<Audio, 'title'> & { title: LocalText };
type Contacts = { phone?: string; email?: string; whatsapp?: string };
/** A supporting member's own fields (country, available time, sections, specialities). */
type ProfileRow = { label: LocalText; value: LocalText };

/**
 * One row per directory record of the three sections (docs/groups.md): interest groups,
 * supporting members and support services share the fields the lists, filters and detail
 * pages read; what only one section has lives in `profile`.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    section: text('section', { enum: SECTION_IDS }).notNull(),
    /** The public id in URLs. */
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalText>().notNull(),
    type: jsonb('type').$type<FacetText>().notNull(),
    categories: jsonb('categories').$type<FacetText[]>().notNull().default([]),
    location: jsonb('location').$type<FacetText>().notNull(),
    speciality: jsonb('speciality').$type<LocalText>().notNull(),
    about: jsonb('about').$type<LocalText>().notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    membersCount: integer('members_count').notNull().default(0),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('open'),
    image: text('image').notNull().default(''),
    website: text('website'),
    contacts: jsonb('contacts').$type<Contacts>().notNull().default({}),
    criteria: jsonb('criteria').$type<LocalText[]>().notNull().default([]),
    rules: jsonb('rules').$type<LocalText[]>().notNull().default([]),
    /** Percentages; groups only. */
    supportRate: numeric('support_rate', { precision: 5, scale: 2, mode: 'number' }),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }),
    audios: jsonb('audios').$type<StoredAudio[]>().notNull().default([]),
    profile: jsonb('profile').$type<ProfileRow[]>().notNull().default([]),
    managerId: uuid('manager_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_section_slug_unique').on(t.section, t.slug),
    index('listings_newest_idx').on(t.section, t.createdAt),
    index('listings_rating_idx').on(t.section, t.rating),
    index('listings_members_idx').on(t.section, t.membersCount),
    index('listings_name_en_idx').on(t.section, sql`(${t.name}->>'en')`),
    index('listings_name_ar_idx').on(t.section, sql`(${t.name}->>'ar')`),
    index('listings_type_idx').on(t.section, sql`(${t.type}->>'key')`),
    index('listings_location_idx').on(t.section, sql`(${t.location}->>'key')`),
    index('listings_status_idx').on(t.section, t.status),
    index('listings_categories_idx').using('gin', t.categories.op('jsonb_path_ops')),
    // The name search (ilike '%q%' in either language) has trigram indexes, created in migration 0016 (pg_trgm).
    index('listings_manager_idx').on(t.managerId),
  ],
);

/** Products and services a listing offers, priced in SAR: fixed (min = max) or a range. */
export const offerings = pgTable(
  'offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OFFERING_KINDS }).notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalText>().notNull(),
    summary: jsonb('summary').$type<LocalText>().notNull(),
    description: jsonb('description').$type<LocalText>().notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('offerings_listing_slug_unique').on(t.listingId, t.slug),
    index('offerings_listing_idx').on(t.listingId, t.kind, t.position),
    index('offerings_price_idx').on(t.kind, t.priceMin, t.priceMax),
    check('offerings_price_order', sql`${t.priceMin} >= 0 and ${t.priceMin} <= ${t.priceMax}`),
  ],
);

/** A supporting member offers support services; a support service is offered by several members. */
export const memberServices = pgTable(
  'member_services',
  {
    memberId: uuid('member_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.serviceId] }), index('member_services_service_idx').on(t.serviceId)],
);

/** Monthly counts per status of a listing's requests, for its statistics page. */
export const listingStats = pgTable(
  'listing_stats',
  {
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: STAT_STATUSES }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.month, t.status] })],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type OfferingRow = typeof offerings.$inferSelect;
