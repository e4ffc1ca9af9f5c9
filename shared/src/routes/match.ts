import { ROUTES, type RouteDef } from './route-table';
import { splitLocale } from './locale-path';
import type { Lang } from '../lang';

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
export function matchPage(pathname: string): (RouteMatch & { lang: Lang | null }) | null {
  const { lang, rest } = splitLocale(pathname);
  if (!lang && rest !== '/' && rest !== '') return null;
  const found = matchRoute(rest);
  return found ? { ...found, lang } : null;
}

/**
 * The first path segments of the pages that need a signed-in user ('/tickets', '/profile').
 * A whole area is guarded, not only its known pages: '/en/tickets/7/anything' goes to the
 * login form too, rather than telling a signed-out visitor which ticket paths exist.
 */
export const AUTH_PREFIXES: readonly string[] = [
  ...new Set(ROUTES.filter((r) => r.auth).map((r) => `/${segmentsOf(r.pattern)[0] ?? ''}`)),
];

/** Whether a path (with or without its language prefix) needs the auth_user cookie. */
export function isProtectedPath(pathname: string): boolean {
  const { rest } = splitLocale(pathname);
  const known = matchRoute(rest)?.route;
  if (known) return known.auth === true;
  return AUTH_PREFIXES.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
}

/** single-spa activeWhen: the app that owns this pathname (null when none does). */
export function ownerOf(pathname: string): RouteDef['app'] | null {
  return matchPage(pathname)?.route.app ?? null;
}
