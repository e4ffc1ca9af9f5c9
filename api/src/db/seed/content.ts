import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import * as content from '../schema/content.js';
import { articleRows } from './content/articles.js';
import { planRows, projectRows, subscriptionRows } from './content/catalog.js';
import { branchRows, companyRows, partnerRows, teamRows } from './content/company.js';
import { faqRows, featureRows, heroRows, serviceRows, testimonialRows, workMethodRows } from './content/home.js';
import { changelogRows, termsRows } from './content/legal.js';
import { mediaRows } from './content/media.js';
import type { ContentType } from '@site/shared/content-editing';
import { CONTENT_TABLES } from '../../services/content-editing/registry.js';
import { contentEditingRepository } from '../../services/content-editing/repository.js';

type Table = PgTable & { id: PgColumn };

/**
 * Insert or refresh rows by id, so running the seed on every start keeps the shipped content
 * current without duplicating it. List order comes from the data files.
 */
async function upsert(db: Db, table: Table, values: Array<Record<string, unknown>>): Promise<void> {
  if (values.length === 0) return;
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== 'id')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
  await db.insert(table).values(values).onConflictDoUpdate({ target: table.id, set });
}

/** Every public content table with its shipped rows. Exported so tests can check both languages. */
export const CONTENT_SEED: Array<[Table, Array<Record<string, unknown>>, boolean]> = [
  [content.homeHero, heroRows, false],
  [content.features, featureRows, true],
  [content.services, serviceRows, true],
  [content.workMethods, workMethodRows, false],
  [content.testimonials, testimonialRows, true],
  [content.faqs, faqRows, true],
  [content.articles, articleRows, false],
  [content.mediaItems, mediaRows, false],
  [content.partners, partnerRows, true],
  [content.branches, branchRows, true],
  [content.teamMembers, teamRows, true],
  [content.projects, projectRows, true],
  [content.plans, planRows, true],
  [content.subscriptions, subscriptionRows, true],
  [content.changelogEntries, changelogRows, false],
  [content.termsSections, termsRows, true],
  [content.companyInfo, companyRows, false],
];

/** Seeds the marketing content. Idempotent: safe to run on every start. Items staff have published keep what staff published. */
export async function seedContent(db: Db): Promise<void> {
  const typeOf = new Map(Object.entries(CONTENT_TABLES).map(([type, table]) => [table as PgTable, type as ContentType]));
  const editing = contentEditingRepository(db);
  for (const [table, rows, ordered] of CONTENT_SEED) {
    const type = typeOf.get(table);
    const edited = type ? await editing.publishedIds(type) : new Set<string>();
    // Positions come from the order in the data file, counted before edited items are left out.
    const positioned = ordered ? rows.map((row, position) => ({ position, ...row })) : rows;
    await upsert(db, table, positioned.filter((row) => !edited.has(row.id as string)));
  }
}
