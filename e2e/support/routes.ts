import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { LANGS, type Lang } from '../../shared/src/lang';
import { ROUTES, type RouteDef, type RouteId } from '../../shared/src/routes/route-table';
import { SECTIONS } from '../../shared/src/listings/constants';
import { keyPaths, leafAt, pluralBase } from '../../shared/src/i18n/key-paths';

export { LANGS, type Lang };

const repo = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as Record<string, unknown>;

/** The shell's common namespace: defaultTitle and titles.* (the source of every document title). */
export const COMMON = {
  en: readJson('shared/src/i18n/locales/en.json'),
  ar: readJson('shared/src/i18n/locales/ar.json'),
} as const;

/** Every public marketing page of the route table, in table order. */
export const PUBLIC_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => r.app === 'mf-marketing');

/** Every page of the route table a visitor reads without signing in: the server renders them all. */
export const SERVER_RENDERED_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => r.auth !== true && r.layout !== 'auth');

/** "<default title> | <page title>" on the main host. */
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

/** Real ids for the marketing detail routes, taken from the seeded content. */
const ID_SOURCES: Partial<Record<RouteId, string>> = {
  'blog-details': '/articles?kind=blog',
  'project-details': '/projects',
  'service-details': '/services',
  'work-method-details': '/work-methods',
};

/** Where the records of a route's ids are listed: a directory page reads its section's list. */
function idSource(route: RouteDef): string | undefined {
  if (route.app !== 'mf-groups') return ID_SOURCES[route.id];
  const base = route.pattern.split('/')[0];
  return SECTIONS.find((section) => section.route === base)?.api;
}

/** A record's first product or service, for the directory's product and service routes. */
async function firstOffering(request: APIRequestContext, recordPath: string, kind: 'products' | 'services'): Promise<string> {
  const res = await request.get(`/api${recordPath}`);
  const id = ((await res.json()) as Record<string, Array<{ id: string }> | undefined>)[kind]?.[0]?.id;
  if (!id) throw new Error(`GET /api${recordPath} lists no ${kind}`);
  return id;
}

/**
 * The concrete path of a route in a language, with real ids filled in. A page whose records the
 * API does not list yet (it shows "coming soon" for any id) takes `placeholder` when given.
 */
export async function concretePath(request: APIRequestContext, route: RouteDef, lang: Lang, placeholder?: string): Promise<string> {
  let pattern = route.pattern;
  if (pattern.includes(':id')) {
    const source = idSource(route);
    if (!source && placeholder === undefined) throw new Error(`no id source for route ${route.id}`);
    const id = source ? await firstId(request, source) : (placeholder as string);
    pattern = pattern.replace(':id', encodeURIComponent(id));
    for (const [param, kind] of [[':productId', 'products'], [':serviceId', 'services']] as const) {
      if (source && pattern.includes(param)) pattern = pattern.replace(param, await firstOffering(request, `${source}/${id}`, kind));
    }
  }
  if (/:\w+/.test(pattern)) {
    if (placeholder === undefined) throw new Error(`no source for the parameters of route ${route.id}`);
    pattern = pattern.replace(/:\w+/g, placeholder);
  }
  return pattern ? `/${lang}/${pattern}` : `/${lang}`;
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
      .flatMap((file) => keyPaths(readJson(file)).map(pluralBase))
      // Only dotted paths: a single word like "title" is ordinary text.
      .filter((key) => key.includes('.')),
  ),
];

const MARKETING = {
  en: readJson('mf-marketing/src/locales/en.json'),
  ar: readJson('mf-marketing/src/locales/ar.json'),
} as const;

/** A reader of one namespace's strings by dotted key, in both languages; a missing key throws. */
const textsOf = (namespace: string, tables: Record<Lang, unknown>) => (lang: Lang, key: string): string => {
  const value = leafAt(tables[lang], key);
  if (typeof value !== 'string') throw new Error(`no ${namespace} text ${key} in ${lang}`);
  return value;
};

const localeFiles = (dir: string) => ({ en: readJson(`${dir}/en.json`), ar: readJson(`${dir}/ar.json`) });

/** A string of the marketing namespace, as the page shows it. */
export const marketingText = textsOf('marketing', MARKETING);
/** A string of the portal namespace. */
export const portalText = textsOf('portal', localeFiles('mf-portal/src/locales'));
/** A string of the staff console (mf-admin). */
export const adminText = textsOf('admin', localeFiles('mf-admin/src/locales'));
/** A string of the chat widget (mf-chat). */
export const chatText = textsOf('chat', localeFiles('mf-chat/src/locales'));
/** A string of a chat message's content, as the widget and the inbox both show it. */
export const chatMessageText = textsOf('chat-message', localeFiles('shared/src/chat/locales'));
/** A string of the shell's own namespace (header, footer, account menu). */
export const shellText = textsOf('shell', localeFiles('shell/src/locales'));
/** A string of the shell's common namespace (shared/src/i18n/locales). */
export const commonText = textsOf('common', COMMON);
