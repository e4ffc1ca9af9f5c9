import { LANG_META, LOCALE_COOKIE, type Lang } from '@site/shared/lang';

export { LOCALE_COOKIE, readCookie, detectLocale, type Detected } from '@site/shared/lang';

/** A chosen or detected language is remembered for a year. */
export const LOCALE_COOKIE_DAYS = 365;

export function localeCookie(lang: Lang, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${lang}; path=/; max-age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeLocaleCookie(lang: Lang): void {
  document.cookie = localeCookie(lang, location.protocol === 'https:');
}

/** The shell alone owns <html lang dir>. */
export function applyHtmlLang(lang: Lang, root: HTMLElement = document.documentElement): void {
  root.lang = lang;
  root.dir = LANG_META[lang].dir;
}
