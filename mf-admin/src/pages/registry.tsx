import { type ComponentType, lazy } from 'react';
import type { RouteIdOf } from '@site/shared/routes';

// Each section is a chunk of its own: a role loads only the screens it opens.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/** Route id (from @site/shared/routes) -> page: the routes combine the features here. */
export const PAGES = {
  admin: named(() => import(/* webpackChunkName: "page-home" */ '../features/home/components/console-home'), 'ConsoleHome'),
  'admin-people': named(() => import(/* webpackChunkName: "page-people" */ '../features/people/components/people-page'), 'PeoplePage'),
  'admin-join': named(() => import(/* webpackChunkName: "page-join" */ '../features/join/components/join-page'), 'JoinPage'),
  'admin-audit': named(() => import(/* webpackChunkName: "page-audit" */ '../features/audit/components/audit-page'), 'AuditPage'),
  'admin-content': named(() => import(/* webpackChunkName: "page-content" */ '../features/content/components/content-page'), 'ContentPage'),
  'admin-content-item': named(() => import(/* webpackChunkName: "page-content-item" */ '../features/content/components/item-page'), 'ItemPage'),
  'admin-media': named(() => import(/* webpackChunkName: "page-media" */ '../features/media/components/media-page'), 'MediaPage'),
  'admin-directory': named(() => import(/* webpackChunkName: "page-directory" */ '../features/directory/components/directory-page'), 'DirectoryPage'),
  'admin-my-listings': named(() => import(/* webpackChunkName: "page-my-listings" */ '../features/listings/components/my-listings-page'), 'MyListingsPage'),
} satisfies Record<RouteIdOf<'mf-admin'>, ComponentType>;
