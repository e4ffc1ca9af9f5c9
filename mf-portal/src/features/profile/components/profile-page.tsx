import { Link } from 'react-router';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { Button, Spinner } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { useAuthRedirect } from '@site/shared/spa/use-auth-redirect';
import { usePortalT } from '../../../locales';
import { useProfile } from '../api/get-profile';
import { PROFILE_TABS, useTabParam } from '../hooks/use-tab-param';
import { ChangePasswordForm } from './change-password-form';
import { NotificationsTab } from './notifications-tab';
import { ProfileInfoTab } from './profile-info-tab';
import { ProfileTabs } from './profile-tabs';
import { SecurityTab } from './security-tab';
import '../profile.css';

export function ProfilePage() {
  const { t } = usePortalT();
  const lang = useLang();
  const [tab, setTab] = useTabParam();
  const { data: account, error, isLoading, mutate } = useProfile();
  useAuthRedirect(error);

  let body;
  if (error && !account) {
    body = <FormAlert message={t('profile.loadFailed')} action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  } else if (isLoading || !account) {
    body = <Spinner label={t('common.loading')} />;
  } else {
    body = (
      <ProfileTabs tabs={PROFILE_TABS} active={tab} label={t('profile.heading')} labelOf={(k) => t(`profile.tabs.${k}`)} onChange={setTab}>
        {tab === 'info' && <ProfileInfoTab account={account} />}
        {tab === 'security' && <SecurityTab account={account} />}
        {tab === 'notifications' && <NotificationsTab />}
        {tab === 'password' && <ChangePasswordForm />}
      </ProfileTabs>
    );
  }
  return (
    <section className="pt-page" aria-labelledby="pt-profile-title">
      <h1 id="pt-profile-title" className="pt-title">{t('profile.heading')}</h1>
      <p><Link to={href('join-requests', lang)}>{t('profile.joinRequests')}</Link></p>
      {body}
    </section>
  );
}
