import { splitLocale } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import { guard } from './guard';

/**
 * Where a URL must go before any app renders: first the locale prefix (a path without
 * one gets the detected locale), then the auth guard (routes with `auth`). null = stay.
 */
export function redirectFor(pathWithQuery: string, signedIn: boolean, detect: () => Lang): string | null {
  const [pathname = '/', tail = ''] = pathWithQuery.split(/(?=[?#])/, 2);
  const { lang } = splitLocale(pathname);
  if (!lang) {
    const localized = `/${detect()}${pathname === '/' ? '' : pathname}${tail}`;
    return guard(localized, signedIn) ?? localized;
  }
  return guard(pathWithQuery, signedIn);
}
