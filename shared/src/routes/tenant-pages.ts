import type { TenantSite } from '../listings/tenant';
import type { RouteMatch } from './match';
import { SECTION_ROUTES } from './route-table';

/**
 * Whether a customer's own domain serves this page: the routes flagged `customDomain` (signing
 * in, the account pages a client needs there, the terms), and of the directory only the tenant's
 * own record's pages. Another record's pages, any list and the platform's own pages are not the
 * customer's site.
 */
export function tenantServes(tenant: Pick<TenantSite, 'section' | 'id'>, match: RouteMatch): boolean {
  if (match.route.customDomain !== true) return false;
  for (const [section, ids] of Object.entries(SECTION_ROUTES)) {
    if (!(Object.values(ids) as string[]).includes(match.route.id)) continue;
    return section === tenant.section && match.params.id === tenant.id;
  }
  return true;
}
