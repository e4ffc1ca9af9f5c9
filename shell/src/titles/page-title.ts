import type { RouteDef } from '@site/shared/routes';

type T = (key: string) => string;

/** The page's own title: translated titles.{key}, or the literal route title (SPEC 2). */
export function routeTitle(route: RouteDef | null | undefined, t: T): string {
  if (!route) return '';
  if (route.title) return route.title;
  return route.titleKey ? t(`titles.${route.titleKey}`) : '';
}

/**
 * SPEC 2: main hosts show "{default title} | {page title}"; custom domains show the page
 * title alone, or the generic title when the page has none.
 */
export function documentTitle(pageTitle: string, mainHost: boolean, t: T): string {
  if (!mainHost) return pageTitle || t('genericTitle');
  return pageTitle ? `${t('defaultTitle')} | ${pageTitle}` : t('defaultTitle');
}
