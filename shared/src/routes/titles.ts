import type { RouteDef } from './route-table';

/** A lookup in the 'common' namespace ('titles.blog', 'defaultTitle'). */
type T = (key: string) => string;

/** The page's own title: the translated `titles.{key}`, or the route's literal title. */
export function routeTitle(route: RouteDef | null | undefined, t: T): string {
  if (!route) return '';
  if (route.title) return route.title;
  return route.titleKey ? t(`titles.${route.titleKey}`) : '';
}

/**
 * The document title: main hosts show "{default title} | {page title}"; a customer's own
 * domain shows the page title alone, or the generic title when the page has none. The shell
 * sets it in the browser and the API writes the same into the served HTML.
 */
export function documentTitle(pageTitle: string, mainHost: boolean, t: T): string {
  if (!mainHost) return pageTitle || t('genericTitle');
  return pageTitle ? `${t('defaultTitle')} | ${pageTitle}` : t('defaultTitle');
}
