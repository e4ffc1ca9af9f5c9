import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Public website content. Every human-readable field is a jsonb `{ en, ar }` pair so a record
 * can never exist in one language only; lists of phrases are arrays of such pairs. Ids are
 * readable slugs because they appear in page URLs (/en/blog/:id) and in the sitemap.
 */
export interface Localized {
  en: string;
  ar: string;
}

const l10n = (name: string) => jsonb(name).$type<Localized>().notNull();
const l10nList = (name: string) => jsonb(name).$type<Localized[]>().notNull().default([]);
const position = () => integer('position').notNull().default(0);

export const homeHero = pgTable('content_home_hero', {
  id: text('id').primaryKey(),
  title: l10n('title'),
  subtitle: l10n('subtitle'),
  ctaLabel: l10n('cta_label'),
  /** Path without the language prefix; the client adds /{lang}. */
  ctaHref: text('cta_href').notNull(),
  imageSrc: text('image_src').notNull(),
  imageAlt: l10n('image_alt'),
});

export const features = pgTable('content_features', {
  id: text('id').primaryKey(),
  position: position(),
  title: l10n('title'),
  summary: l10n('summary'),
  icon: text('icon').notNull(),
});

export const services = pgTable('content_services', {
  id: text('id').primaryKey(),
  position: position(),
  title: l10n('title'),
  summary: l10n('summary'),
  body: l10n('body'),
  icon: text('icon').notNull(),
  imageSrc: text('image_src').notNull(),
  imageAlt: l10n('image_alt'),
});

export const workMethods = pgTable('content_work_methods', {
  id: text('id').primaryKey(),
  step: integer('step').notNull(),
  title: l10n('title'),
  summary: l10n('summary'),
  body: l10n('body'),
});

export const testimonials = pgTable('content_testimonials', {
  id: text('id').primaryKey(),
  position: position(),
  author: l10n('author'),
  role: l10n('role'),
  quote: l10n('quote'),
  rating: integer('rating').notNull(),
  avatarSrc: text('avatar_src').notNull(),
  avatarAlt: l10n('avatar_alt'),
});

export const faqs = pgTable('content_faqs', {
  id: text('id').primaryKey(),
  position: position(),
  category: l10n('category'),
  question: l10n('question'),
  answer: l10n('answer'),
});

export const articles = pgTable(
  'content_articles',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['blog', 'news'] }).notNull(),
    title: l10n('title'),
    excerpt: l10n('excerpt'),
    body: l10n('body'),
    author: l10n('author'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    imageSrc: text('image_src').notNull(),
    imageAlt: l10n('image_alt'),
    tags: l10nList('tags'),
  },
  (t) => [index('content_articles_kind_published_idx').on(t.kind, t.publishedAt)],
);

export const mediaItems = pgTable(
  'content_media',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['video', 'audio'] }).notNull(),
    title: l10n('title'),
    description: l10n('description'),
    src: text('src').notNull(),
    mimeType: text('mime_type').notNull(),
    posterSrc: text('poster_src'),
    /** WebVTT track per language. */
    captionsSrc: jsonb('captions_src').$type<Localized>(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('content_media_kind_idx').on(t.kind, t.publishedAt)],
);

export const partners = pgTable('content_partners', {
  id: text('id').primaryKey(),
  position: position(),
  name: l10n('name'),
  description: l10n('description'),
  logoSrc: text('logo_src').notNull(),
  website: text('website').notNull(),
});

export const branches = pgTable('content_branches', {
  id: text('id').primaryKey(),
  position: position(),
  name: l10n('name'),
  city: l10n('city'),
  address: l10n('address'),
  buildingNumber: text('building_number').notNull(),
  floorNumber: text('floor_number').notNull(),
  /** E.164 */
  mobile: text('mobile').notNull(),
  website: text('website').notNull(),
  /** E.164 of the WhatsApp line */
  whatsapp: text('whatsapp').notNull(),
});

export const teamMembers = pgTable('content_team_members', {
  id: text('id').primaryKey(),
  position: position(),
  name: l10n('name'),
  role: l10n('role'),
  bio: l10n('bio'),
  photoSrc: text('photo_src').notNull(),
});

export const projects = pgTable('content_projects', {
  id: text('id').primaryKey(),
  position: position(),
  title: l10n('title'),
  client: l10n('client'),
  summary: l10n('summary'),
  body: l10n('body'),
  imageSrc: text('image_src').notNull(),
  imageAlt: l10n('image_alt'),
  tags: l10nList('tags'),
  year: integer('year').notNull(),
});

export const plans = pgTable('content_plans', {
  id: text('id').primaryKey(),
  position: position(),
  name: l10n('name'),
  description: l10n('description'),
  /** Whole Saudi riyals (SAR, the only currency). */
  monthlyPrice: integer('monthly_price').notNull(),
  yearlyPrice: integer('yearly_price').notNull(),
  features: l10nList('features'),
  highlighted: boolean('highlighted').notNull().default(false),
});

export const subscriptions = pgTable('content_subscriptions', {
  id: text('id').primaryKey(),
  position: position(),
  name: l10n('name'),
  description: l10n('description'),
  /** Whole riyals (SAR). */
  price: integer('price').notNull(),
  period: text('period', { enum: ['monthly', 'yearly', 'one-time'] }).notNull(),
});

export const changelogEntries = pgTable(
  'content_changelog',
  {
    id: text('id').primaryKey(),
    version: text('version').notNull(),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['new', 'improved', 'fixed'] }).notNull(),
    position: position(),
    text: l10n('text'),
  },
  (t) => [index('content_changelog_released_idx').on(t.releasedAt)],
);

export const termsSections = pgTable('content_terms', {
  id: text('id').primaryKey(),
  position: position(),
  title: l10n('title'),
  body: l10n('body'),
});

/** Business hours: weekday 0 (Sunday) .. 6 (Saturday); null times mean closed. */
export interface BusinessHoursRow {
  weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  opens: string | null;
  closes: string | null;
}

export const companyInfo = pgTable('content_company', {
  id: text('id').primaryKey(),
  name: l10n('name'),
  story: l10n('story'),
  mission: l10n('mission'),
  vision: l10n('vision'),
  timeZone: text('time_zone').notNull(),
  hours: jsonb('hours').$type<BusinessHoursRow[]>().notNull(),
  taxNumber: text('tax_number').notNull(),
  commercialRegistration: text('commercial_registration').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: l10n('address'),
  mapLat: doublePrecision('map_lat').notNull(),
  mapLng: doublePrecision('map_lng').notNull(),
  mapEmbedUrl: text('map_embed_url').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** E.164 */
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    lang: text('lang', { enum: ['ar', 'en'] }).notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
