import { useApi } from '@site/shared/api';
import type { NotificationPreferences } from '@site/shared/notifications';

export const notificationsKey = '/profile/notifications';

/** GET /api/profile/notifications -> the language of messages and each category's channels. */
export const useNotificationPreferences = () => useApi<NotificationPreferences>(notificationsKey, { request: { silent: true } });
