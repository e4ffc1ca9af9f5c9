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
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/content.js';
import type { Lang } from '../../i18n/index.js';
import * as map from './mappers.js';

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

/**
 * One item's draft shown in place of its live row (a preview link): the row of `table` with its id
 * is replaced, or — for an item never published — added to the lists it belongs in.
 */
export interface DraftOverlay {
  table: PgTable;
  row: { id: string } & Record<string, unknown>;
}

/** Reads public content in one language. Ordering is part of the content (position / step / date). */
export function contentRepository(db: Db, overlay: DraftOverlay | null = null): ContentRepository {
  const overlaid = <R extends { id: string }>(table: PgTable, rows: R[], append = true): R[] => {
    if (overlay?.table !== table) return rows;
    const draft = overlay.row as unknown as R;
    const replaced = rows.map((row) => (row.id === draft.id ? draft : row));
    return append && !rows.some((row) => row.id === draft.id) ? [...replaced, draft] : replaced;
  };
  /** Rows of a query, each turned into the API type in one language. */
  const localized = async <R extends { id: string }, T>(table: PgTable, rows: PromiseLike<R[]>, toItem: (row: R, lang: Lang) => T, lang: Lang): Promise<T[]> =>
    overlaid(table, await rows).map((row) => toItem(row, lang));
  /** The row with an id, the draft's when previewing it. */
  const one = async <R extends { id: string }>(table: PgTable & { id: PgColumn }, id: string): Promise<R | undefined> => {
    if (overlay?.table === table && overlay.row.id === id) return overlay.row as unknown as R;
    const [row] = (await db.select().from(table).where(eq(table.id, id))) as R[];
    return row;
  };
  const features = (lang: Lang) => localized(t.features, db.select().from(t.features).orderBy(asc(t.features.position)), map.toFeature, lang);
  const services = (lang: Lang) => localized(t.services, db.select().from(t.services).orderBy(asc(t.services.position)), map.toService, lang);
  const workMethods = (lang: Lang) => localized(t.workMethods, db.select().from(t.workMethods).orderBy(asc(t.workMethods.step)), map.toWorkMethod, lang);
  const testimonials = (lang: Lang) =>
    localized(t.testimonials, db.select().from(t.testimonials).orderBy(asc(t.testimonials.position)), map.toTestimonial, lang);
  const faqs = (lang: Lang) => localized(t.faqs, db.select().from(t.faqs).orderBy(asc(t.faqs.position)), map.toFaq, lang);

  return {
    async home(lang) {
      const [hero] = overlaid(t.homeHero, await db.select().from(t.homeHero).limit(1));
      if (!hero) return null;
      // Independent reads: a pooled PostgreSQL runs them side by side.
      const [featureList, serviceList, methodList, testimonialList, faqList] = await Promise.all([
        features(lang), services(lang), workMethods(lang), testimonials(lang), faqs(lang),
      ]);
      return {
        hero: map.toHero(hero, lang),
        features: featureList,
        services: serviceList,
        workMethods: methodList,
        testimonials: testimonialList,
        faqs: faqList,
      };
    },

    async company(lang) {
      const [r] = overlaid(t.companyInfo, await db.select().from(t.companyInfo).limit(1));
      return r ? map.toCompany(r, lang) : null;
    },

    async articles(lang, { kind, page, pageSize }) {
      const where = kind ? eq(t.articles.kind, kind) : undefined;
      const [total] = await db.select({ n: count() }).from(t.articles).where(where);
      const rows = db
        .select()
        .from(t.articles)
        .where(where)
        .orderBy(desc(t.articles.publishedAt), asc(t.articles.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: overlaid(t.articles, await rows, false).map((row) => map.toArticle(row, lang)), page, pageSize, total: Number(total?.n ?? 0) };
    },

    async article(lang, id) {
      const r = await one<typeof t.articles.$inferSelect>(t.articles, id);
      return r ? map.toArticle(r, lang) : null;
    },

    media: (lang, kind) =>
      localized(t.mediaItems,
        db.select().from(t.mediaItems).where(kind ? eq(t.mediaItems.kind, kind) : undefined).orderBy(desc(t.mediaItems.publishedAt), asc(t.mediaItems.id)),
        map.toMediaItem,
        lang,
      ),
    partners: (lang) => localized(t.partners, db.select().from(t.partners).orderBy(asc(t.partners.position)), map.toPartner, lang),
    branches: (lang) => localized(t.branches, db.select().from(t.branches).orderBy(asc(t.branches.position)), map.toBranch, lang),
    team: (lang) => localized(t.teamMembers, db.select().from(t.teamMembers).orderBy(asc(t.teamMembers.position)), map.toTeamMember, lang),
    testimonials,
    features,
    services,

    async service(lang, id) {
      const r = await one<typeof t.services.$inferSelect>(t.services, id);
      return r ? map.toService(r, lang) : null;
    },

    projects: (lang) => localized(t.projects, db.select().from(t.projects).orderBy(asc(t.projects.position)), map.toProject, lang),

    async project(lang, id) {
      const r = await one<typeof t.projects.$inferSelect>(t.projects, id);
      return r ? map.toProject(r, lang) : null;
    },

    workMethods,

    async workMethod(lang, id) {
      const r = await one<typeof t.workMethods.$inferSelect>(t.workMethods, id);
      return r ? map.toWorkMethod(r, lang) : null;
    },

    plans: (lang) => localized(t.plans, db.select().from(t.plans).orderBy(asc(t.plans.position)), map.toPlan, lang),
    subscriptions: (lang) => localized(t.subscriptions, db.select().from(t.subscriptions).orderBy(asc(t.subscriptions.position)), map.toSubscription, lang),
    faqs,
    terms: (lang) => localized(t.termsSections, db.select().from(t.termsSections).orderBy(asc(t.termsSections.position)), map.toTermsSection, lang),
    changelog: (lang) =>
      localized(t.changelogEntries,
        db.select().from(t.changelogEntries).orderBy(desc(t.changelogEntries.releasedAt), asc(t.changelogEntries.position)),
        map.toChangelogEntry,
        lang,
      ),
  };
}
