import { asc } from 'drizzle-orm';
import { AUTH_PREFIXES, ROUTES, href, type RouteId } from '@site/shared/routes';
import type { Db } from '../db/client.js';
import { articles, projects, services, workMethods } from '../db/schema/content.js';

interface Entry {
  routeId: RouteId;
  params?: Record<string, string>;
  lastmod?: string;
}

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Public, parameter-free pages plus one entry per article, project, service and work method. */
export async function sitemapEntries(db: Db): Promise<Entry[]> {
  const pages: Entry[] = ROUTES.filter((r) => r.sitemap && !r.pattern.includes(':')).map((r) => ({ routeId: r.id }));
  const [posts, projectRows, serviceRows, methodRows] = await Promise.all([
    db.select({ id: articles.id, at: articles.publishedAt }).from(articles).orderBy(asc(articles.publishedAt)),
    db.select({ id: projects.id }).from(projects).orderBy(asc(projects.position)),
    db.select({ id: services.id }).from(services).orderBy(asc(services.position)),
    db.select({ id: workMethods.id }).from(workMethods).orderBy(asc(workMethods.step)),
  ]);
  return [
    ...pages,
    ...posts.map((p): Entry => ({ routeId: 'blog-details', params: { id: p.id }, lastmod: p.at.toISOString().slice(0, 10) })),
    ...projectRows.map((p): Entry => ({ routeId: 'project-details', params: { id: p.id } })),
    ...serviceRows.map((s): Entry => ({ routeId: 'service-details', params: { id: s.id } })),
    ...methodRows.map((w): Entry => ({ routeId: 'work-method-details', params: { id: w.id } })),
  ];
}

/** sitemaps.org urlset, each page once per language with xhtml:link alternates (Google's hreflang format). */
export function renderSitemap(origin: string, entries: Entry[]): string {
  const urls = entries.flatMap((entry) => {
    const en = `${origin}${href(entry.routeId, 'en', entry.params)}`;
    const ar = `${origin}${href(entry.routeId, 'ar', entry.params)}`;
    const links =
      `<xhtml:link rel="alternate" hreflang="ar" href="${xml(ar)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${xml(en)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(en)}"/>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    return [en, ar].map((loc) => `<url><loc>${xml(loc)}</loc>${lastmod}${links}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function renderRobots(origin: string): string {
  const signedInAreas = AUTH_PREFIXES.map((prefix) => `Disallow: /*${prefix}`);
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...signedInAreas, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
