import { useApi } from '@site/shared/api';
import type { Account } from '@site/shared/types';

export const profileKey = '/profile';

/** GET /api/profile -> the signed-in account. */
export const useProfile = () => useApi<Account>(profileKey, { request: { silent: true } });
