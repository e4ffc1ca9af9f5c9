import { isMainHost } from '@site/shared/config';
import { i18n } from '@site/shared/i18n';
import { tenantHome, type TenantSite } from '@site/shared/listings/tenant';
import { documentTitle, langOfPath, matchPage, routeTitle } from '@site/shared/routes';

/** The site a custom domain serves, once the shell knows it: its home is titled with its name. */
let tenant: TenantSite | null = null;

/** Sets document.title for the current URL and language; the shell alone owns it. */
export function syncTitle(): void {
  const t = (key: string) => i18n.t(key, { ns: 'common' });
  const { pathname } = window.location;
  const match = matchPage(pathname);
  const home = tenant && pathname.replace(/\/+$/, '') === tenantHome(tenant, langOfPath(pathname));
  const page = home ? tenant!.name : match ? routeTitle(match.route, t) : t('errors.404');
  document.title = documentTitle(page, isMainHost(window.location.hostname), t);
}

/** Called by the custom-domain header when the tenant is known (or changes language). */
export function rememberTenant(next: TenantSite | null): void {
  tenant = next;
  syncTitle();
}
