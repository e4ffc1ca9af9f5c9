import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentType } from '@site/shared/content-editing';
import * as t from '../../db/schema/content.js';

/**
 * The live table of each editable content type. Everything else (drafts, versions, publishing,
 * preview) works on any of them through their columns, so a type needs only its line here.
 */
export const CONTENT_TABLES: Record<ContentType, PgTable & { id: PgColumn }> = {
  'home-hero': t.homeHero,
  features: t.features,
  services: t.services,
  'work-methods': t.workMethods,
  testimonials: t.testimonials,
  faqs: t.faqs,
  company: t.companyInfo,
  team: t.teamMembers,
  branches: t.branches,
  articles: t.articles,
  projects: t.projects,
  plans: t.plans,
  subscriptions: t.subscriptions,
  partners: t.partners,
  media: t.mediaItems,
  terms: t.termsSections,
  changelog: t.changelogEntries,
};

/** Fields holding rich text (sanitised HTML), by type. */
export const RICH_TEXT_FIELDS: Partial<Record<ContentType, readonly string[]>> = {
  articles: ['body'],
};
