import { ROUTES } from './route-table';
import type { Lang } from '../lang';

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** Typed path builder: href('blog-details', 'ar', { id: 3 }) -> '/ar/blog/3'. */
export function href(id: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  const path = route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route param ${name} for ${id}`);
    return encodeURIComponent(String(value));
  });
  return path ? `/${lang}/${path}` : `/${lang}`;
}

/** The login path with `from` set to where the visitor was, so signing in returns there. */
export const loginHref = (lang: Lang, from: string) =>
  `${href('login', lang)}?from=${encodeURIComponent(from)}`;
