import { ROUTES } from './route-table';
import type { Locale } from './locale-path';

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** Typed path builder: href('blog-details', 'ar', { id: 3 }) -> '/ar/blog/3'. */
export function href(id: string, lang: Locale, params: Record<string, string | number> = {}): string {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  const path = route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route param ${name} for ${id}`);
    return encodeURIComponent(String(value));
  });
  return path ? `/${lang}/${path}` : `/${lang}`;
}

/** The login path with `from` set (SPEC 2, SPEC 8). */
export const loginHref = (lang: Locale, from: string) =>
  `${href('login', lang)}?from=${encodeURIComponent(from)}`;
