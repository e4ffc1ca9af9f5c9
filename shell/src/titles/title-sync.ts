import { isMainHost } from '@site/shared/config';
import { i18n } from '@site/shared/i18n';
import { documentTitle, matchPage, routeTitle } from '@site/shared/routes';

/** Sets document.title for the current URL and language; the shell alone owns it. */
export function syncTitle(): void {
  const t = (key: string) => i18n.t(key, { ns: 'common' });
  const match = matchPage(window.location.pathname);
  const page = match ? routeTitle(match.route, t) : t('errors.404');
  document.title = documentTitle(page, isMainHost(window.location.hostname), t);
}
