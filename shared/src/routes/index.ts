// Named re-exports only: Node's ESM loader (the API runs this source through tsx)
// cannot see names behind `export *` of a CommonJS-typed package.
export {
  ROUTES, SECTION_PAGES, SECTION_ROUTES, type RouteDef, type RouteId, type RouteIdOf, type PatternOf, type LayoutName, type SectionPage, type SectionRouteId,
} from './route-table';
export { splitLocale, switchLocalePath, langOfPath } from './locale-path';
export { matchRoute, matchPage, isProtectedPath, ownerOf, AUTH_PREFIXES, type RouteMatch } from './match';
export { href, loginHref, type ParamNames, type RouteParams } from './href';
export { routeTitle, documentTitle } from './titles';
