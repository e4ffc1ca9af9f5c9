import { DEFAULT_LANG, isLang, type Lang } from '../lang';

/**
 * Splits '/ar/blog/3' into { lang: 'ar', rest: '/blog/3' }. A path without a language
 * prefix gets lang null and rest unchanged; rest always starts with '/'.
 */
export function splitLocale(pathname: string): { lang: Lang | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (!match || !isLang(match[1])) return { lang: null, rest: pathname.startsWith('/') ? pathname : `/${pathname}` };
  return { lang: match[1], rest: match[2] || '/' };
}

/** The language a path names, or the default one: '/ar/x' -> 'ar', '/tickets' -> 'en'. */
export const langOfPath = (pathname: string): Lang => splitLocale(pathname).lang ?? DEFAULT_LANG;

/** Same page in another language: '/ar/blog?x=1' -> '/en/blog?x=1'. */
export function switchLocalePath(pathWithQuery: string, to: Lang): string {
  const [path = '/', query = ''] = pathWithQuery.split(/(?=[?#])/, 2);
  const { rest } = splitLocale(path);
  const tail = rest === '/' ? '' : rest;
  return `/${to}${tail}${query}`;
}
