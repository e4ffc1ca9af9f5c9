import type { ReactNode } from 'react';
import type { RouteIdOf } from '@site/shared/routes';
import { GROUPS_PAGES } from '../features/groups/groups-pages';
import { JoinRequestsPage } from '../features/join-requests/components/join-requests-page';
import { SUPPORT_SERVICES_PAGES } from '../features/support_services/support-services-pages';
import { SUPPORTING_MEMBERS_PAGES } from '../features/supporting_members/supporting-members-pages';

/** Route id (from @site/shared/routes) -> page; each URL section's pages come from its feature folder. */
export const PAGES = {
  'join-requests': <JoinRequestsPage />,
  ...GROUPS_PAGES,
  ...SUPPORT_SERVICES_PAGES,
  ...SUPPORTING_MEMBERS_PAGES,
} satisfies Record<RouteIdOf<'mf-groups'>, ReactNode>;
