import { isProtectedPath, loginHref, loginLangFor } from '@site/shared/routes';

/**
 * SPEC 6: /tickets* and /profile* (after the language prefix) need the auth_user cookie;
 * without it the visitor goes to /{lang}/login?from={path}. Returns the redirect or null.
 */
export function guard(pathWithQuery: string, signedIn: boolean): string | null {
  const pathname = pathWithQuery.split(/[?#]/, 1)[0] ?? '/';
  if (signedIn || !isProtectedPath(pathname)) return null;
  return loginHref(loginLangFor(pathname), pathWithQuery);
}
