import { api, revalidateApi } from '@site/shared/api';
import type { CreateTicketInput } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { TICKET_LISTS } from './get-tickets';

/**
 * POST /api/tickets, then every list refreshes. Silent: the page shows the failure with a retry.
 * The page passes one idempotency key per ticket it means to create, so trying again after a
 * lost answer returns the ticket already created instead of raising a second one.
 */
export async function createTicket(body: CreateTicketInput, idempotencyKey: string): Promise<TicketDetail> {
  const ticket = await api.post<TicketDetail>('/tickets', body, { silent: true, headers: { 'Idempotency-Key': idempotencyKey } });
  void revalidateApi(TICKET_LISTS);
  return ticket;
}
