import { LOCALES, type Locale } from '@site/shared/routes';

export const LOCALE_COOKIE = 'locale';
/** SPEC 9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_DAYS = 365;

export interface Detected {
  lang: Locale;
  source: 'cookie' | 'browser' | 'default';
}

export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

const asLocale = (tag: string): Locale | null => {
  const primary = tag.toLowerCase().split('-')[0];
  return primary && (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : null;
};

/** SPEC 2/DESIGN 3: the locale cookie, else the first supported browser language, else en. */
export function detectLocale(cookieString: string, languages: readonly string[]): Detected {
  const fromCookie = readCookie(cookieString, LOCALE_COOKIE);
  const cookieLang = fromCookie ? asLocale(fromCookie) : null;
  if (cookieLang && cookieLang === fromCookie) return { lang: cookieLang, source: 'cookie' };
  for (const tag of languages) {
    const lang = asLocale(tag);
    if (lang) return { lang, source: 'browser' };
  }
  return { lang: 'en', source: 'default' };
}

export function localeCookie(lang: Locale, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${lang}; path=/; max-age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeLocaleCookie(lang: Locale): void {
  document.cookie = localeCookie(lang, location.protocol === 'https:');
}

/** The shell alone owns <html lang dir> (DESIGN 2). */
export function applyHtmlLang(lang: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
}
