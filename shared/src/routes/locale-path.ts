export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * Splits '/ar/blog/3' into { lang: 'ar', rest: '/blog/3' }. A path without a locale
 * prefix gets lang null and rest unchanged; rest always starts with '/'.
 */
export function splitLocale(pathname: string): { lang: Locale | null; rest: string } {
  const match = /^\/(ar|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { lang: null, rest: pathname.startsWith('/') ? pathname : `/${pathname}` };
  return { lang: match[1] as Locale, rest: match[2] || '/' };
}

/** Same page in another language: '/ar/blog?x=1' -> '/en/blog?x=1'. */
export function switchLocalePath(pathWithQuery: string, to: Locale): string {
  const [path = '/', query = ''] = pathWithQuery.split(/(?=[?#])/, 2);
  const { rest } = splitLocale(path);
  const tail = rest === '/' ? '' : rest;
  return `/${to}${tail}${query}`;
}
