import type { TenantSite } from '@site/shared/listings/tenant';
import { matchPage } from '@site/shared/routes';
import { tenantServes } from '@site/shared/routes/tenant-pages';

/** The site this customer's domain serves (loaded only on such a domain, once its tenant is known). */
let current: TenantSite | null = null;
let guarding = false;

/**
 * Leaves a navigation to an address outside the customer's site (another record, the directory,
 * the platform's pages) to the server, which sends it to the main site or answers 404, rather
 * than showing that page on the customer's domain.
 */
export function guardTenantSite(tenant: TenantSite): void {
  current = tenant;
  if (guarding) return;
  guarding = true;
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const url = new URL((event as CustomEvent<{ newUrl: string }>).detail.newUrl);
    const match = matchPage(url.pathname);
    if (current && match && !tenantServes(current, match)) window.location.assign(url.href);
  });
}
