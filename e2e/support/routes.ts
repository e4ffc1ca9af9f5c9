import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ROUTES, type RouteDef } from '../../shared/src/routes/route-table';

export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];

const repo = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as Record<string, unknown>;

/** The shell's common namespace: defaultTitle and titles.* (the source of every document title). */
export const COMMON = {
  en: readJson('shared/src/i18n/locales/en.json'),
  ar: readJson('shared/src/i18n/locales/ar.json'),
} as const;

/** Every public marketing page of the route table (SPEC 2), in table order. */
export const PUBLIC_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => r.app === 'mf-marketing');

/** "<default title> | <page title>" on the main host (SPEC 2). */
export function expectedTitle(route: RouteDef, lang: Lang): string {
  const common = COMMON[lang] as { defaultTitle: string; titles: Record<string, string> };
  const page = route.title ?? common.titles[route.titleKey ?? ''];
  if (!page) throw new Error(`no title for route ${route.id} in ${lang}`);
  return `${common.defaultTitle} | ${page}`;
}

type Listed = { id: string } | { items: { id: string }[] };
const firstId = async (request: APIRequestContext, apiPath: string): Promise<string> => {
  const res = await request.get(`/api${apiPath}`);
  if (!res.ok()) throw new Error(`GET /api${apiPath} answered ${res.status()}`);
  const body = (await res.json()) as Listed[] | Listed;
  const items = Array.isArray(body) ? body : 'items' in body ? body.items : [];
  const id = (items[0] as { id?: string } | undefined)?.id;
  if (!id) throw new Error(`GET /api${apiPath} returned no items`);
  return id;
};

/** Real ids for the detail routes, taken from the seeded content. */
const ID_SOURCES: Record<string, string> = {
  'blog-details': '/articles?kind=blog',
  'project-details': '/projects',
  'service-details': '/services',
  'work-method-details': '/work-methods',
};

/** The concrete path of a route in a language, with real ids filled in. */
export async function concretePath(request: APIRequestContext, route: RouteDef, lang: Lang): Promise<string> {
  let pattern = route.pattern;
  if (pattern.includes(':id')) {
    const source = ID_SOURCES[route.id];
    if (!source) throw new Error(`no id source for route ${route.id}`);
    pattern = pattern.replace(':id', encodeURIComponent(await firstId(request, source)));
  }
  return pattern ? `/${lang}/${pattern}` : `/${lang}`;
}

/** Every dotted key path of a locale tree ("contact.title", "titles.home", ...), plural suffixes removed. */
export function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** Keys that would show up verbatim if a translation were missing on a marketing page. */
export const MARKETING_KEYS: readonly string[] = [
  ...new Set(
    [
      'mf-marketing/src/locales/en.json',
      'shared/src/i18n/locales/en.json',
      'shell/src/locales/en.json',
    ]
      .filter((file) => fs.existsSync(path.join(repo, file)))
      .flatMap((file) => keyPaths(readJson(file)))
      // Only dotted paths: a single word like "title" is ordinary text.
      .filter((key) => key.includes('.')),
  ),
];

const MARKETING = {
  en: readJson('mf-marketing/src/locales/en.json'),
  ar: readJson('mf-marketing/src/locales/ar.json'),
} as const;

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** A reader of one namespace's strings by dotted key, in both languages; a missing key throws. */
const textsOf = (namespace: string, tables: Record<Lang, unknown>) => (lang: Lang, key: string): string => {
  const value = lookup(tables[lang], key);
  if (typeof value !== 'string') throw new Error(`no ${namespace} text ${key} in ${lang}`);
  return value;
};

const localeFiles = (dir: string) => ({ en: readJson(`${dir}/en.json`), ar: readJson(`${dir}/ar.json`) });

/** A string of the marketing namespace, as the page shows it. */
export const marketingText = textsOf('marketing', MARKETING);
/** A string of the portal namespace. */
export const portalText = textsOf('portal', localeFiles('mf-portal/src/locales'));
/** A string of the shell's own namespace (header, footer, account menu). */
export const shellText = textsOf('shell', localeFiles('shell/src/locales'));
/** A string of the shell's common namespace (shared/src/i18n/locales). */
export const commonText = textsOf('common', COMMON);
