import { langOfPath } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import { detectLocale, writeLocaleCookie } from './locale';
import { redirectFor } from './redirect';

/** Detects the language (cookie > browser > en); a browser-detected language is kept in the cookie. */
export function detect(): Lang {
  const found = detectLocale(document.cookie, navigator.languages ?? [navigator.language]);
  if (found.source === 'browser') writeLocaleCookie(found.lang);
  return found.lang;
}

/** Applies the first redirect before anything renders and returns the page's language. */
export function settleInitialUrl(signedIn: boolean): Lang {
  const { pathname, search, hash } = window.location;
  const target = redirectFor(pathname + search + hash, signedIn, detect);
  if (target) window.history.replaceState(window.history.state, '', target);
  return langOfPath(window.location.pathname);
}
