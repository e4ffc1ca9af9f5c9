// A module of its own, outside the routes index: only the remotes that route with react-router
// import it, and the shell's first script (which loads the index) stays without it. The table
// comes by its public name, so federation shares the one copy.
import { ROUTES, type RouteDef } from '@site/shared/routes';

/** A route of the table that one remote owns. */
export type OwnRoute<App extends RouteDef['app']> = Extract<RouteDef, { app: App }>;

/**
 * A remote's routes in the shape react-router's `useRoutes` takes: each page of the table it owns
 * under `/:lang/`, then a catch-all that renders nothing (another app's page, or the shell's 404).
 * Plain data: each remote routes with its own react-router copy.
 */
export function remoteRoutes<App extends RouteDef['app'], E>(app: App, element: (route: OwnRoute<App>) => E): Array<{ path: string; element: E | null }> {
  const own = ROUTES.filter((route): route is OwnRoute<App> => route.app === app);
  return [...own.map((route) => ({ path: `/:lang/${route.pattern}`, element: element(route) })), { path: '*', element: null }];
}
