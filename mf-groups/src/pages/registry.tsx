import { lazy, type ReactNode } from 'react';
import type { RouteIdOf } from '@site/shared/routes';
import { GROUPS_PAGES } from '../features/groups/groups-pages';
import { SUPPORT_SERVICES_PAGES } from '../features/support_services/support-services-pages';
import { SUPPORTING_MEMBERS_PAGES } from '../features/supporting_members/supporting-members-pages';

/** Its chunk is named `page-<route id>`: the manifest lists its files under that id, so the page server preloads exactly them. */
const JoinRequestsPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "page-join-requests" */ '../features/join-requests/components/join-requests-page')).JoinRequestsPage,
}));

/** Route id (from @site/shared/routes) -> page; each URL section's pages come from its feature folder. */
export const PAGES = {
  'join-requests': <JoinRequestsPage />,
  ...GROUPS_PAGES,
  ...SUPPORT_SERVICES_PAGES,
  ...SUPPORTING_MEMBERS_PAGES,
} satisfies Record<RouteIdOf<'mf-groups'>, ReactNode>;
