import { useApi } from '@site/shared/api';
import { TENANT_PATH, type CurrentTenant, type TenantSite } from '@site/shared/listings/tenant';

/**
 * The site this custom domain serves (the page server embeds it in the page). Silent like the
 * company facts: an unknown domain never reaches the shell (the page server answers it).
 */
export function useTenant(): TenantSite | null | undefined {
  return useApi<CurrentTenant>(TENANT_PATH, { request: { silent: true } }).data?.tenant;
}
