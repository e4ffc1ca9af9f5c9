import { useApi } from '@site/shared/api';
import type { Account } from '@site/shared/types';

/** GET /api/auth/me: the signed-in account (its role picks the default list and the agent tools). */
export const useMe = () => useApi<Account>('/auth/me', { request: { silent: true } });
