import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '@site/shared/api';
import type { NotificationPreferencesUpdate } from '@site/shared/notifications';
import { usePortalT } from '../../../locales';
import { useNotificationPreferences } from '../api/get-notifications';
import { updateNotifications } from '../api/update-notifications';

/** The preferences, and a save that applies each change at once and says so (or says why not, keeping the old value shown). */
export function useNotificationSettings() {
  const { t } = usePortalT();
  const query = useNotificationPreferences();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (change: NotificationPreferencesUpdate) => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await updateNotifications(change);
      await query.mutate(saved);
      toast.success(t('toasts.notificationsSaved'));
    } catch (error) {
      setFailure(errorText(error, t('profile.notifications.failed')).message);
    } finally {
      setBusy(false);
    }
  };
  return { ...query, busy, failure, save };
}
