import { useState } from 'react';
import { Button } from '@site/shared/ui';
import type { Account } from '@site/shared/types';
import { usePortalT } from '../../../locales';
import { EmailVerifyPrompt } from './email-verify-prompt';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';

export function ProfileInfoTab({ account }: { account: Account }) {
  const { t } = usePortalT();
  const [editing, setEditing] = useState(false);
  if (editing) return <ProfileEditForm account={account} onDone={() => setEditing(false)} />;
  return (
    <>
      {!account.emailVerified && <EmailVerifyPrompt />}
      <ProfileView account={account} />
      <div className="pt-actions">
        <Button variant="secondary" onClick={() => setEditing(true)}>{t('profile.info.edit')}</Button>
      </div>
    </>
  );
}
