import type { Locale } from '@site/shared/routes';
import { splitLocale } from '@site/shared/routes';
import { detectLocale, writeLocaleCookie } from './locale';
import { redirectFor } from './redirect';

/** SPEC 2: detect (cookie > browser > en); a browser-detected language is kept in the cookie. */
export function detect(): Locale {
  const found = detectLocale(document.cookie, navigator.languages ?? [navigator.language]);
  if (found.source === 'browser') writeLocaleCookie(found.lang);
  return found.lang;
}

/** Applies the first redirect before anything renders and returns the page's language. */
export function settleInitialUrl(signedIn: boolean): Locale {
  const { pathname, search, hash } = window.location;
  const target = redirectFor(pathname + search + hash, signedIn, detect);
  if (target) window.history.replaceState(window.history.state, '', target);
  return splitLocale(window.location.pathname).lang ?? 'en';
}
