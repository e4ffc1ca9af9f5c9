import { asc, count, desc, eq } from 'drizzle-orm';
import type {
  Article,
  Branch,
  ChangelogEntry,
  CompanyInfo,
  Faq,
  Feature,
  HomeContent,
  MediaItem,
  Page,
  Partner,
  Plan,
  Project,
  Service,
  Subscription,
  TeamMember,
  TermsSection,
  Testimonial,
  WorkMethod,
} from '@site/shared/types';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/content.js';
import type { Lang } from '../../i18n/index.js';
import { image, pick, pickList } from './localize.js';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

const toFeature = (r: Row<typeof t.features>, lang: Lang): Feature => ({
  id: r.id,
  title: pick(r.title, lang),
  summary: pick(r.summary, lang),
  icon: r.icon,
});

const toService = (r: Row<typeof t.services>, lang: Lang): Service => ({
  id: r.id,
  title: pick(r.title, lang),
  summary: pick(r.summary, lang),
  body: pick(r.body, lang),
  icon: r.icon,
  image: image(r.imageSrc, r.imageAlt, lang),
});

const toWorkMethod = (r: Row<typeof t.workMethods>, lang: Lang): WorkMethod => ({
  id: r.id,
  step: r.step,
  title: pick(r.title, lang),
  summary: pick(r.summary, lang),
  body: pick(r.body, lang),
});

const toTestimonial = (r: Row<typeof t.testimonials>, lang: Lang): Testimonial => ({
  id: r.id,
  author: pick(r.author, lang),
  role: pick(r.role, lang),
  quote: pick(r.quote, lang),
  rating: r.rating,
  avatar: image(r.avatarSrc, r.avatarAlt, lang),
});

const toFaq = (r: Row<typeof t.faqs>, lang: Lang): Faq => ({
  id: r.id,
  question: pick(r.question, lang),
  answer: pick(r.answer, lang),
  category: pick(r.category, lang),
});

const toArticle = (r: Row<typeof t.articles>, lang: Lang): Article => ({
  id: r.id,
  kind: r.kind,
  title: pick(r.title, lang),
  excerpt: pick(r.excerpt, lang),
  body: pick(r.body, lang),
  author: pick(r.author, lang),
  publishedAt: r.publishedAt.toISOString(),
  image: image(r.imageSrc, r.imageAlt, lang),
  tags: pickList(r.tags, lang),
});

const toProject = (r: Row<typeof t.projects>, lang: Lang): Project => ({
  id: r.id,
  title: pick(r.title, lang),
  client: pick(r.client, lang),
  summary: pick(r.summary, lang),
  body: pick(r.body, lang),
  image: image(r.imageSrc, r.imageAlt, lang),
  tags: pickList(r.tags, lang),
  year: r.year,
});

export interface ContentRepository {
  home(lang: Lang): Promise<HomeContent | null>;
  company(lang: Lang): Promise<CompanyInfo | null>;
  articles(lang: Lang, query: { kind?: Article['kind']; page: number; pageSize: number }): Promise<Page<Article>>;
  article(lang: Lang, id: string): Promise<Article | null>;
  media(lang: Lang, kind?: MediaItem['kind']): Promise<MediaItem[]>;
  partners(lang: Lang): Promise<Partner[]>;
  branches(lang: Lang): Promise<Branch[]>;
  team(lang: Lang): Promise<TeamMember[]>;
  testimonials(lang: Lang): Promise<Testimonial[]>;
  features(lang: Lang): Promise<Feature[]>;
  services(lang: Lang): Promise<Service[]>;
  service(lang: Lang, id: string): Promise<Service | null>;
  projects(lang: Lang): Promise<Project[]>;
  project(lang: Lang, id: string): Promise<Project | null>;
  workMethods(lang: Lang): Promise<WorkMethod[]>;
  workMethod(lang: Lang, id: string): Promise<WorkMethod | null>;
  plans(lang: Lang): Promise<Plan[]>;
  subscriptions(lang: Lang): Promise<Subscription[]>;
  faqs(lang: Lang): Promise<Faq[]>;
  terms(lang: Lang): Promise<TermsSection[]>;
  changelog(lang: Lang): Promise<ChangelogEntry[]>;
}

/** Reads public content in one language. Ordering is part of the content (position / step / date). */
export function contentRepository(db: Db): ContentRepository {
  const features = async (lang: Lang) =>
    (await db.select().from(t.features).orderBy(asc(t.features.position))).map((r) => toFeature(r, lang));
  const services = async (lang: Lang) =>
    (await db.select().from(t.services).orderBy(asc(t.services.position))).map((r) => toService(r, lang));
  const workMethods = async (lang: Lang) =>
    (await db.select().from(t.workMethods).orderBy(asc(t.workMethods.step))).map((r) => toWorkMethod(r, lang));
  const testimonials = async (lang: Lang) =>
    (await db.select().from(t.testimonials).orderBy(asc(t.testimonials.position))).map((r) => toTestimonial(r, lang));
  const faqs = async (lang: Lang) => (await db.select().from(t.faqs).orderBy(asc(t.faqs.position))).map((r) => toFaq(r, lang));

  return {
    async home(lang) {
      const [hero] = await db.select().from(t.homeHero).limit(1);
      if (!hero) return null;
      return {
        hero: {
          title: pick(hero.title, lang),
          subtitle: pick(hero.subtitle, lang),
          ctaLabel: pick(hero.ctaLabel, lang),
          ctaHref: hero.ctaHref,
          image: image(hero.imageSrc, hero.imageAlt, lang),
        },
        features: await features(lang),
        services: await services(lang),
        workMethods: await workMethods(lang),
        testimonials: await testimonials(lang),
        faqs: await faqs(lang),
      };
    },

    async company(lang) {
      const [r] = await db.select().from(t.companyInfo).limit(1);
      if (!r) return null;
      return {
        name: pick(r.name, lang),
        story: pick(r.story, lang),
        mission: pick(r.mission, lang),
        vision: pick(r.vision, lang),
        timeZone: r.timeZone,
        hours: [...r.hours].sort((a, b) => a.weekday - b.weekday),
        taxNumber: r.taxNumber,
        commercialRegistration: r.commercialRegistration,
        phone: r.phone,
        email: r.email,
        address: pick(r.address, lang),
        map: { lat: r.mapLat, lng: r.mapLng, embedUrl: r.mapEmbedUrl },
      };
    },

    async articles(lang, { kind, page, pageSize }) {
      const where = kind ? eq(t.articles.kind, kind) : undefined;
      const [total] = await db.select({ n: count() }).from(t.articles).where(where);
      const rows = await db
        .select()
        .from(t.articles)
        .where(where)
        .orderBy(desc(t.articles.publishedAt), asc(t.articles.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: rows.map((r) => toArticle(r, lang)), page, pageSize, total: Number(total?.n ?? 0) };
    },

    async article(lang, id) {
      const [r] = await db.select().from(t.articles).where(eq(t.articles.id, id));
      return r ? toArticle(r, lang) : null;
    },

    async media(lang, kind) {
      const rows = await db
        .select()
        .from(t.mediaItems)
        .where(kind ? eq(t.mediaItems.kind, kind) : undefined)
        .orderBy(desc(t.mediaItems.publishedAt), asc(t.mediaItems.id));
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        title: pick(r.title, lang),
        description: pick(r.description, lang),
        src: r.src,
        mimeType: r.mimeType,
        poster: r.posterSrc,
        captionsSrc: r.captionsSrc ? pick(r.captionsSrc, lang) : null,
        durationSeconds: r.durationSeconds,
        publishedAt: r.publishedAt.toISOString(),
      }));
    },

    async partners(lang) {
      const rows = await db.select().from(t.partners).orderBy(asc(t.partners.position));
      return rows.map((r) => ({
        id: r.id,
        name: pick(r.name, lang),
        description: pick(r.description, lang),
        logo: image(r.logoSrc, r.name, lang),
        website: r.website,
      }));
    },

    async branches(lang) {
      const rows = await db.select().from(t.branches).orderBy(asc(t.branches.position));
      return rows.map((r) => ({
        id: r.id,
        name: pick(r.name, lang),
        city: pick(r.city, lang),
        address: pick(r.address, lang),
        buildingNumber: r.buildingNumber,
        floorNumber: r.floorNumber,
        mobile: r.mobile,
        website: r.website,
        whatsapp: r.whatsapp,
      }));
    },

    async team(lang) {
      const rows = await db.select().from(t.teamMembers).orderBy(asc(t.teamMembers.position));
      return rows.map((r) => ({
        id: r.id,
        name: pick(r.name, lang),
        role: pick(r.role, lang),
        bio: pick(r.bio, lang),
        photo: image(r.photoSrc, r.name, lang),
      }));
    },

    testimonials,
    features,
    services,

    async service(lang, id) {
      const [r] = await db.select().from(t.services).where(eq(t.services.id, id));
      return r ? toService(r, lang) : null;
    },

    async projects(lang) {
      const rows = await db.select().from(t.projects).orderBy(asc(t.projects.position));
      return rows.map((r) => toProject(r, lang));
    },

    async project(lang, id) {
      const [r] = await db.select().from(t.projects).where(eq(t.projects.id, id));
      return r ? toProject(r, lang) : null;
    },

    workMethods,

    async workMethod(lang, id) {
      const [r] = await db.select().from(t.workMethods).where(eq(t.workMethods.id, id));
      return r ? toWorkMethod(r, lang) : null;
    },

    async plans(lang) {
      const rows = await db.select().from(t.plans).orderBy(asc(t.plans.position));
      return rows.map((r) => ({
        id: r.id,
        name: pick(r.name, lang),
        description: pick(r.description, lang),
        monthlyPrice: r.monthlyPrice,
        yearlyPrice: r.yearlyPrice,
        currency: 'SAR' as const,
        features: pickList(r.features, lang),
        highlighted: r.highlighted,
      }));
    },

    async subscriptions(lang) {
      const rows = await db.select().from(t.subscriptions).orderBy(asc(t.subscriptions.position));
      return rows.map((r) => ({
        id: r.id,
        name: pick(r.name, lang),
        description: pick(r.description, lang),
        price: r.price,
        currency: 'SAR' as const,
        period: r.period,
      }));
    },

    faqs,

    async terms(lang) {
      const rows = await db.select().from(t.termsSections).orderBy(asc(t.termsSections.position));
      return rows.map((r) => ({ id: r.id, title: pick(r.title, lang), body: pick(r.body, lang) }));
    },

    async changelog(lang) {
      const rows = await db
        .select()
        .from(t.changelogEntries)
        .orderBy(desc(t.changelogEntries.releasedAt), asc(t.changelogEntries.position));
      return rows.map((r) => ({ id: r.id, version: r.version, releasedAt: r.releasedAt, kind: r.kind, text: pick(r.text, lang) }));
    },
  };
}
