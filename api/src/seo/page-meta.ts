import { commonText } from '@site/shared/i18n/common';
import { documentTitle, routeTitle, splitLocale, type RouteDef } from '@site/shared/routes';
import { otherLang } from '@site/shared/lang';
import type { Lang } from '../i18n/index.js';
import { withHtmlLang } from './render-page.js';
import { DESCRIPTIONS } from './titles.js';

export const DEFAULT_OG_IMAGE = '/media/images/og-default.png';
const OG_LOCALE: Record<Lang, string> = { en: 'en_US', ar: 'ar_AR' };

/** What a detail page knows about its record (blog/:id, projects/:id, ...). */
export interface PageRecord {
  title: string;
  description: string;
  image: string | null;
  kind: 'article' | 'website';
}

export interface PageMeta {
  lang: Lang;
  /** Set `<html lang dir>` only when the path names the language ('/' is decided by the shell). */
  documentLang: Lang | null;
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hreflang: Lang | 'x-default'; href: string }>;
  robots: string | null;
  og: { title: string; description: string; url: string; type: 'website' | 'article'; image: string; locale: string; localeAlternate: string };
}

export interface PageMetaOptions {
  /** On a customer's own domain the title is the page title alone, without the site name. */
  mainDomain?: boolean;
  record?: PageRecord | null;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path}`);

/** The page's own title: its record's, the route's (from the shared translations), or the 404 title. */
function pageTitle(t: (key: string) => string, route: RouteDef | null, record: PageRecord | null | undefined): string {
  if (record) return record.title;
  return route ? routeTitle(route, t) : t('errors.404');
}

/**
 * Head metadata for one page: the shell's title format ("Nukhba Software | Blog"), canonical
 * URL, hreflang alternates for both languages plus x-default, and Open Graph tags.
 */
export function pageMeta(url: string | URL, lang: Lang | null, route: RouteDef | null, options: PageMetaOptions = {}): PageMeta {
  const parsed = new URL(url);
  const origin = parsed.origin;
  const { rest } = splitLocale(parsed.pathname);
  const metaLang: Lang = lang ?? 'en';
  const tail = rest === '/' ? '' : rest.replace(/\/+$/, '');
  const localized = (l: Lang) => `${origin}/${l}${tail}`;

  const t = commonText(metaLang);
  const title = documentTitle(pageTitle(t, route, options.record), options.mainDomain ?? true, t);
  const description =
    options.record?.description ||
    (route?.titleKey ? DESCRIPTIONS[metaLang][route.titleKey] : undefined) ||
    DESCRIPTIONS[metaLang].default!;
  const canonical = localized(metaLang);
  const privatePage = !route || route.auth === true || route.layout === 'auth';

  return {
    lang: metaLang,
    documentLang: lang,
    title,
    description,
    canonical,
    alternates: [
      { hreflang: 'ar', href: localized('ar') },
      { hreflang: 'en', href: localized('en') },
      { hreflang: 'x-default', href: tail ? localized('en') : `${origin}/` },
    ],
    robots: privatePage ? 'noindex, nofollow' : null,
    og: {
      title,
      description,
      url: canonical,
      type: options.record?.kind ?? 'website',
      image: absolute(origin, options.record?.image ?? DEFAULT_OG_IMAGE),
      locale: OG_LOCALE[metaLang],
      localeAlternate: OG_LOCALE[otherLang(metaLang)],
    },
  };
}

/** Text and attribute values inside generated HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Tags this module owns: removed first so rendering twice (or over a build that has some) never duplicates them.
const OWNED = [
  /<title\b[^>]*>[\s\S]*?<\/title>/gi,
  /<meta\s[^>]*name="(description|robots)"[^>]*>/gi,
  /<meta\s[^>]*property="og:[^"]*"[^>]*>/gi,
  /<link\s[^>]*rel="canonical"[^>]*>/gi,
  /<link\s[^>]*rel="alternate"[^>]*hreflang="[^"]*"[^>]*>/gi,
];

/** Writes the metadata into the shell's index.html `<head>` (and `<html lang dir>` when known). */
export function injectMeta(html: string, meta: PageMeta): string {
  let out = OWNED.reduce((text, pattern) => text.replace(pattern, ''), html);
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}"/>`,
    meta.robots ? `<meta name="robots" content="${e(meta.robots)}"/>` : '',
    `<link rel="canonical" href="${e(meta.canonical)}"/>`,
    ...meta.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${e(a.href)}"/>`),
    `<meta property="og:title" content="${e(meta.og.title)}"/>`,
    `<meta property="og:description" content="${e(meta.og.description)}"/>`,
    `<meta property="og:url" content="${e(meta.og.url)}"/>`,
    `<meta property="og:type" content="${meta.og.type}"/>`,
    `<meta property="og:image" content="${e(meta.og.image)}"/>`,
    `<meta property="og:locale" content="${meta.og.locale}"/>`,
    `<meta property="og:locale:alternate" content="${meta.og.localeAlternate}"/>`,
    `<meta property="og:site_name" content="${e(meta.title.split(' | ')[0] ?? meta.title)}"/>`,
  ].join('');
  out = /<\/head>/i.test(out) ? out.replace(/<\/head>/i, `${tags}</head>`) : `${tags}${out}`;
  return meta.documentLang ? withHtmlLang(out, meta.documentLang) : out;
}
