import { useApi } from '@site/shared/api';
import type { Account } from '@site/shared/types';

/** GET /api/auth/me: the signed-in account (its role picks the default list and the agent tools); `enabled` false asks nothing. */
export const useMe = (enabled = true) => useApi<Account>(enabled ? '/auth/me' : null, { request: { silent: true } });
