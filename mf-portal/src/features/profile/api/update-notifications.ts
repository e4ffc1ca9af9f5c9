import { api } from '@site/shared/api';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '@site/shared/notifications';

/** PATCH /api/profile/notifications: the language and/or some switches; answers the preferences as saved. */
export const updateNotifications = (body: NotificationPreferencesUpdate) =>
  api.patch<NotificationPreferences>('/profile/notifications', body, { silent: true });
