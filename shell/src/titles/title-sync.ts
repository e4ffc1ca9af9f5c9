import { isMainHost } from '@site/shared/config';
import { on } from '@site/shared/events';
import { i18n } from '@site/shared/i18n';
import { tenantHome, type TenantSite } from '@site/shared/listings/tenant';
import { documentTitle, langOfPath, matchPage, routeTitle } from '@site/shared/routes';

/** The site a custom domain serves, once the shell knows it: its home is titled with its name. */
let tenant: TenantSite | null = null;

/** The record the page at `path` shows (an article, a group), as its page announced it. */
let record: { path: string; title: string } | null = null;

/**
 * The title the server wrote into the page it served, kept while that page is shown: for a
 * record's page it already names the record, which the shell cannot know before the page's
 * remote announces it.
 */
let served: { path: string; title: string } | null = null;

/** Sets document.title for the current URL and language; the shell alone owns it. */
export function syncTitle(): void {
  const t = (key: string) => i18n.t(key, { ns: 'common' });
  const { pathname } = window.location;
  if (served && served.path !== pathname) served = null;
  const match = matchPage(pathname);
  const home = tenant && pathname.replace(/\/+$/, '') === tenantHome(tenant, langOfPath(pathname));
  const named = record?.path === pathname ? record.title : null;
  if (!home && !named && served && match?.route.pattern.includes(':')) {
    document.title = served.title;
    return;
  }
  const page = home ? tenant!.name : named ?? (match ? routeTitle(match.route, t) : t('errors.404'));
  document.title = documentTitle(page, isMainHost(window.location.hostname), t);
}

/** Keeps the served title of the first page and follows the records pages announce. */
export function startTitles(serverRendered: boolean): void {
  if (serverRendered && document.title) served = { path: window.location.pathname, title: document.title };
  on('page:title', (next) => {
    record = next;
    if (next.path === window.location.pathname) syncTitle();
  });
  // A record page whose record does not exist is titled like any unknown page.
  on('app:error', ({ statusCode }) => {
    if (statusCode !== 404) return;
    record = { path: window.location.pathname, title: i18n.t('errors.404', { ns: 'common' }) };
    syncTitle();
  });
  syncTitle();
}

/** Called by the custom-domain header when the tenant is known (or changes language). */
export function rememberTenant(next: TenantSite | null): void {
  tenant = next;
  syncTitle();
}
