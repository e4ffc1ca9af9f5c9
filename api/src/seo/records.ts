import { SECTIONS } from '@site/shared/listings';
import { SECTION_ROUTES } from '@site/shared/routes';
import type { Db } from '../db/client.js';
import type { Lang } from '../i18n/index.js';
import { contentRepository } from '../services/content/repository.js';
import { pick } from '../services/listings/mappers.js';
import { listingRepository } from '../services/listings/repository.js';
import type { PageRecord } from './page-meta.js';

type ReadRecord = (db: Db, lang: Lang, id: string) => Promise<PageRecord | null>;
const content = (read: (repo: ReturnType<typeof contentRepository>, lang: Lang, id: string) => Promise<PageRecord | null>): ReadRecord =>
  (db, lang, id) => read(contentRepository(db), lang, id);

/** A directory record's details page is titled with its name (on a tenant's domain: its home). */
const LISTING_ROUTES: Record<string, ReadRecord> = Object.fromEntries(
  SECTIONS.map(({ id: section }) => [
    SECTION_ROUTES[section].details,
    async (db: Db, lang: Lang, id: string) => {
      const row = await listingRepository(db).findRow(section, id);
      return row && { title: pick(row.name, lang), description: pick(row.about, lang), image: row.image || null, kind: 'website' as const };
    },
  ]),
);

/** Route ids whose page shows one database record, keyed to how that record is read. */
const CONTENT_ROUTES: Record<string, (repo: ReturnType<typeof contentRepository>, lang: Lang, id: string) => Promise<PageRecord | null>> = {
  'blog-details': async (repo, lang, id) => {
    const a = await repo.article(lang, id);
    return a && { title: a.title, description: a.excerpt, image: a.image.src, kind: 'article' };
  },
  'project-details': async (repo, lang, id) => {
    const p = await repo.project(lang, id);
    return p && { title: p.title, description: p.summary, image: p.image.src, kind: 'website' };
  },
  'service-details': async (repo, lang, id) => {
    const s = await repo.service(lang, id);
    return s && { title: s.title, description: s.summary, image: s.image.src, kind: 'website' };
  },
  'work-method-details': async (repo, lang, id) => {
    const w = await repo.workMethod(lang, id);
    return w && { title: w.title, description: w.summary, image: null, kind: 'website' };
  },
};

const DETAIL_ROUTES: Record<string, ReadRecord> = {
  ...Object.fromEntries(Object.entries(CONTENT_ROUTES).map(([routeId, read]) => [routeId, content(read)])),
  ...LISTING_ROUTES,
};

export const isDetailRoute = (routeId: string) => routeId in DETAIL_ROUTES;

/** The record behind a detail page; `undefined` when the route is not a detail page, null when the id is unknown. */
export async function findPageRecord(db: Db, routeId: string, lang: Lang, id: string | undefined): Promise<PageRecord | null | undefined> {
  const read = DETAIL_ROUTES[routeId];
  if (!read) return undefined;
  if (!id) return null;
  return read(db, lang, id);
}
