import { isProtectedPath, langOfPath, loginHref } from '@site/shared/routes';

/**
 * Pages whose route needs a signed-in user (the /tickets and /profile areas) send a visitor
 * without the auth_user cookie to /{lang}/login?from={path}, in the language the path names
 * (en when it names none). Returns the redirect or null.
 */
export function guard(pathWithQuery: string, signedIn: boolean): string | null {
  const pathname = pathWithQuery.split(/[?#]/, 1)[0] ?? '/';
  if (signedIn || !isProtectedPath(pathname)) return null;
  return loginHref(langOfPath(pathname), pathWithQuery);
}
