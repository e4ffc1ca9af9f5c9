import { api, revalidateApi } from '@site/shared/api';
import type { NoteInput, RateInput, ReplyInput, TransferInput, UpdateTicketInput } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { ticketPath } from './get-ticket';
import { TICKET_LISTS } from './get-tickets';

/** Every change a ticket page can ask for: one action of the shared state machine each. */
export type TicketCommand =
  | { action: 'edit'; body: UpdateTicketInput }
  | { action: 'delete' }
  | { action: 'reply'; body: ReplyInput }
  | { action: 'note'; body: NoteInput }
  | { action: 'close' }
  | { action: 'reopen' }
  | { action: 'start' }
  | { action: 'resolve' }
  | { action: 'transfer'; body: TransferInput }
  | { action: 'star'; starred: boolean }
  | { action: 'rate'; body: RateInput };

function send(id: string, command: TicketCommand): Promise<TicketDetail | undefined> {
  const path = ticketPath(id);
  const options = { silent: true };
  switch (command.action) {
    case 'edit':
      return api.patch(path, command.body, options);
    case 'delete':
      return api.delete(path, undefined, options);
    case 'reply':
      return api.post(`${path}/replies`, command.body, options);
    case 'note':
      return api.post(`${path}/notes`, command.body, options);
    case 'start':
    case 'resolve':
      return api.post(`${path}/status`, { status: command.action === 'start' ? 'in_progress' : 'resolved' }, options);
    case 'transfer':
      return api.post(`${path}/transfer`, command.body, options);
    case 'star':
      return api.post(`${path}/star`, { starred: command.starred }, options);
    case 'rate':
      return api.post(`${path}/rate`, command.body, options);
    default:
      return api.post(`${path}/${command.action}`, undefined, options);
  }
}

/**
 * Sends a command; the API answers with the ticket as the caller now sees it (nothing when
 * they no longer can: deleted, or transferred away). The lists refresh. Throws the ApiError
 * of a refusal (409 says why) or a failure.
 */
export async function runTicketCommand(id: string, command: TicketCommand): Promise<TicketDetail | undefined> {
  const ticket = await send(id, command);
  void revalidateApi(TICKET_LISTS);
  return ticket;
}
