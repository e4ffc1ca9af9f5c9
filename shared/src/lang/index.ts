/**
 * The languages the product speaks, with no runtime attached: the API, the route table and
 * the browser apps all read them from here. The i18next side (`currentLang`, `useLang`,
 * namespaces) lives in `@site/shared/i18n`.
 */
export const LANGS = ['ar', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Used when nothing names a language (no prefix, no cookie, no supported browser language). */
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** The product language of a BCP 47 tag ('ar-EG' -> 'ar', 'fr' -> null). */
export function langOfTag(tag: string | null | undefined): Lang | null {
  const primary = tag?.toLowerCase().split('-')[0];
  return isLang(primary) ? primary : null;
}

/** Like `langOfTag`, falling back to the default language. */
export const toLang = (tag: string | null | undefined): Lang => langOfTag(tag) ?? DEFAULT_LANG;

/** Direction, Intl locale (Arabic in Egypt's conventions, English in the US') and own name of each language. */
export const LANG_META: Record<Lang, { dir: 'rtl' | 'ltr'; intl: string; name: string }> = {
  ar: { dir: 'rtl', intl: 'ar-EG', name: 'العربية' },
  en: { dir: 'ltr', intl: 'en-US', name: 'English' },
};

/** Intl locale for anything not in a product language. */
export const FALLBACK_INTL = 'en-US';

/** The other language, for a language switch or a hreflang alternate. */
export const otherLang = (lang: Lang): Lang => (lang === 'ar' ? 'en' : 'ar');

/** The cookie that remembers a chosen or detected language. */
export const LOCALE_COOKIE = 'locale';

/** One cookie's value from a Cookie header or `document.cookie`; null when absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface Detected {
  lang: Lang;
  source: 'cookie' | 'browser' | 'default';
}

/**
 * The language of a page whose address names none: the locale cookie, else the first supported
 * browser language (`navigator.languages`, or the Accept-Language header's tags in order), else
 * the default. The shell and the page server ask the same question.
 */
export function detectLocale(cookieString: string, languages: readonly string[]): Detected {
  const fromCookie = readCookie(cookieString, LOCALE_COOKIE);
  const cookieLang = langOfTag(fromCookie);
  if (cookieLang && cookieLang === fromCookie) return { lang: cookieLang, source: 'cookie' };
  for (const tag of languages) {
    const lang = langOfTag(tag);
    if (lang) return { lang, source: 'browser' };
  }
  return { lang: DEFAULT_LANG, source: 'default' };
}
