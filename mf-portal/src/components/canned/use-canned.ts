import { useApi } from '@site/shared/api';
import type { CannedResponse } from '@site/shared/desk';

/** GET /api/canned-responses (agents only): the shared replies and the agent's own. */
export const useCannedResponses = (enabled: boolean) => useApi<CannedResponse[]>(enabled ? '/canned-responses' : null, { request: { silent: true } });
