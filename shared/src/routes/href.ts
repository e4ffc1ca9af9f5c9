import { ROUTES, type PatternOf, type RouteId } from './route-table';
import type { Lang } from '../lang';

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** The ':name' segments of a pattern: 'groups/:id/product/:productId' -> 'id' | 'productId'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's address is built with, by parameter name. */
export type RouteParams<Id extends RouteId> = Partial<Record<ParamNames<PatternOf<Id>>, string | number>>;

/**
 * Typed path builder: href('blog-details', 'ar', { id: 3 }) -> '/ar/blog/3'. An unknown id or
 * parameter name fails the type check; a parameter left out throws.
 */
export function href<Id extends RouteId>(id: Id, lang: Lang, params: RouteParams<Id> = {}): string {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  const values: Record<string, string | number | undefined> = params;
  const path = route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing route param ${name} for ${id}`);
    return encodeURIComponent(String(value));
  });
  return path ? `/${lang}/${path}` : `/${lang}`;
}

/** The login path with `from` set to where the visitor was, so signing in returns there. */
export const loginHref = (lang: Lang, from: string) =>
  `${href('login', lang)}?from=${encodeURIComponent(from)}`;
