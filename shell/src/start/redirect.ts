import { splitLocale } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import { guard } from './guard';

/** A language prefix the site does not have ('/fr/about'): no page's first segment is two letters. */
const OTHER_LANGUAGE = /^\/[a-z]{2}(?=\/|$)/i;

/**
 * Where a URL must go before any app renders: first the locale prefix (a path without
 * one gets the detected locale; another language's prefix is replaced by it), then the auth
 * guard (routes with `auth`). null = stay.
 */
export function redirectFor(pathWithQuery: string, signedIn: boolean, detect: () => Lang): string | null {
  const [path = '/', tail = ''] = pathWithQuery.split(/(?=[?#])/, 2);
  const { lang } = splitLocale(path);
  if (!lang) {
    const pathname = path.replace(OTHER_LANGUAGE, '') || '/';
    const localized = `/${detect()}${pathname === '/' ? '' : pathname}${tail}`;
    return guard(localized, signedIn) ?? localized;
  }
  return guard(pathWithQuery, signedIn);
}
