import { href } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import { signOut, useAuthUser } from '../auth/session';
import { useShellT } from './use-shell-t';

/** Login/register when signed out, profile/tickets/logout when the auth_user cookie is there. */
export function AccountLinks({ lang }: { lang: Lang }) {
  const { t } = useShellT();
  const user = useAuthUser();
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
      <a className="sh-btn sh-btn--ghost" href={href('profile', lang)}>{t('account.profile')}</a>
      <a className="sh-btn sh-btn--ghost" href={href('tickets', lang)}>{t('account.tickets')}</a>
      <button type="button" className="sh-btn sh-btn--primary" onClick={() => void signOut()}>{t('account.logout')}</button>
    </div>
  );
}
