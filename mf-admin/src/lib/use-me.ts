import { useApi } from '@site/shared/api';
import type { Account } from '@site/shared/types';

/** GET /api/auth/me: the signed-in account; its role decides which sections it sees. */
export const useMe = () => useApi<Account>('/auth/me', { request: { silent: true } });
