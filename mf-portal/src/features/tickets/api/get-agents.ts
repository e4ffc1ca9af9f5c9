import { useApi } from '@site/shared/api';
import type { TicketAgent } from '@site/shared/types';

/** GET /api/tickets/agents (agents only): who a ticket can be transferred to. */
export const useAgents = (enabled: boolean) => useApi<TicketAgent[]>(enabled ? '/tickets/agents' : null, { request: { silent: true } });
