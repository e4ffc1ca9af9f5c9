import { ROUTES, PROTECTED_PREFIXES, type RouteDef } from './route-table';
import { splitLocale, type Locale } from './locale-path';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Matches a path without its language prefix ('/blog/3') against the route table. */
export function matchRoute(pathWithoutLang: string): RouteMatch | null {
  const parts = segmentsOf(pathWithoutLang);
  for (const route of ROUTES) {
    const pattern = segmentsOf(route.pattern);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      const part = parts[i] as string;
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return seg === part;
    });
    if (ok) return { route, params };
  }
  return null;
}

/** Matches a full pathname ('/', '/ar', '/en/blog/3'); null for unknown pages. */
export function matchPage(pathname: string): (RouteMatch & { lang: Locale | null }) | null {
  const { lang, rest } = splitLocale(pathname);
  if (!lang && rest !== '/' && rest !== '') return null;
  const found = matchRoute(rest);
  return found ? { ...found, lang } : null;
}

/** SPEC 6: /tickets* and /profile* (after removing the language prefix) need auth_user. */
export function isProtectedPath(pathname: string): boolean {
  const { rest } = splitLocale(pathname);
  return PROTECTED_PREFIXES.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
}

/** SPEC 6: the login language is ar when the path starts with /ar, otherwise en. */
export const loginLangFor = (pathname: string): Locale => (/^\/ar(\/|$)/.test(pathname) ? 'ar' : 'en');

/** single-spa activeWhen: the app that owns this pathname (null when none does). */
export function ownerOf(pathname: string): RouteDef['app'] | null {
  return matchPage(pathname)?.route.app ?? null;
}
