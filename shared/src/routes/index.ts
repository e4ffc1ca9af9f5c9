// Named re-exports only: Node's ESM loader (the API runs this source through tsx)
// cannot see names behind `export *` of a CommonJS-typed package.
export { ROUTES, PROTECTED_PREFIXES, type RouteDef, type AppName, type LayoutName } from './route-table';
export { LOCALES, DEFAULT_LOCALE, isLocale, splitLocale, switchLocalePath, type Locale } from './locale-path';
export { matchRoute, matchPage, isProtectedPath, loginLangFor, ownerOf, type RouteMatch } from './match';
export { href, loginHref } from './href';
