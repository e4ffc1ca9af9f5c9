import { STAFF_ROLES, can } from '@site/shared/permissions';
import { ROUTES, href } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import { signOut, useAuthUser } from '../auth/session';
import { useShellT } from './use-shell-t';

/**
 * Login/register when signed out; profile/tickets/logout when the auth_user cookie is there, and the
 * console and inbox for staff. The cookie's role only decides which links show: every page and the
 * API check the role themselves.
 */
export function AccountLinks({ lang, customDomain = false }: { lang: Lang; customDomain?: boolean }) {
  const { t } = useShellT();
  const user = useAuthUser();
  // A customer's own domain serves only some account pages; a link to another would leave its site.
  const here = (id: string) => !customDomain || ROUTES.some((route) => route.id === id && route.customDomain === true);
  if (!user) {
    return (
      <div className="sh-account" aria-label={t('account.label')} role="group">
        <a className="sh-btn sh-btn--ghost" href={href('login', lang)}>{t('account.login')}</a>
        <a className="sh-btn sh-btn--primary" href={href('register', lang)}>{t('account.register')}</a>
      </div>
    );
  }
  return (
    <div className="sh-account" aria-label={t('account.label')} role="group">
      {user.name && <span className="sh-account__name">{t('account.greeting')} <bdi>{user.name}</bdi></span>}
      {/* Staff, and listing managers (their listings' screen), have a console. */}
      {here('admin') && (STAFF_ROLES.includes(user.role ?? 'client') || can(user.role, 'listings.manageOwn')) && <a className="sh-btn sh-btn--ghost" href={href('admin', lang)}>{t('account.console')}</a>}
      {here('profile') && <a className="sh-btn sh-btn--ghost" href={href('profile', lang)}>{t('account.profile')}</a>}
      {here('tickets') && <a className="sh-btn sh-btn--ghost" href={href('tickets', lang)}>{t('account.tickets')}</a>}
      {here('inbox') && can(user.role, 'support.work') && <a className="sh-btn sh-btn--ghost" href={href('inbox', lang)}>{t('account.inbox')}</a>}
      <button type="button" className="sh-btn sh-btn--primary" onClick={() => void signOut()}>{t('account.logout')}</button>
    </div>
  );
}
