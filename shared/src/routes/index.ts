// Named re-exports only: Node's ESM loader (the API runs this source through tsx)
// cannot see names behind `export *` of a CommonJS-typed package.
export { ROUTES, type RouteDef, type LayoutName } from './route-table';
export { splitLocale, switchLocalePath, langOfPath } from './locale-path';
export { matchRoute, matchPage, isProtectedPath, ownerOf, pageMapGaps, AUTH_PREFIXES, type RouteMatch } from './match';
export { href, loginHref } from './href';
export { routeTitle, documentTitle } from './titles';
