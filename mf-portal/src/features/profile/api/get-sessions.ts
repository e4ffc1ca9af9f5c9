import { useApi } from '@site/shared/api';
import type { ActiveSession } from '@site/shared/types';

export const sessionsKey = '/profile/sessions';

/** GET /api/profile/sessions -> the account's active sessions (the current one flagged). */
export const useSessions = () => useApi<ActiveSession[]>(sessionsKey, { request: { silent: true } });
