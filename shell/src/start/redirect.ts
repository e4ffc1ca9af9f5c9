import { splitLocale, type Locale } from '@site/shared/routes';
import { guard } from './guard';

/**
 * Where a URL must go before any app renders: first the locale prefix (a path without
 * one gets the detected locale, SPEC 2), then the auth guard (SPEC 6). null = stay.
 */
export function redirectFor(pathWithQuery: string, signedIn: boolean, detect: () => Locale): string | null {
  const [pathname = '/', tail = ''] = pathWithQuery.split(/(?=[?#])/, 2);
  const { lang } = splitLocale(pathname);
  if (!lang) {
    const localized = `/${detect()}${pathname === '/' ? '' : pathname}${tail}`;
    return guard(localized, signedIn) ?? localized;
  }
  return guard(pathWithQuery, signedIn);
}
