import { useState } from 'react';
import toast from 'react-hot-toast';
import { usePutApi } from '@site/shared/api';
import { usePortalT } from '../../../locales';
import { ticketPath } from '../api/get-ticket';
import { type TicketCommand, runTicketCommand } from '../api/ticket-commands';
import { showFailure } from '../../../components/failure-toast';

type Action = TicketCommand['action'];

/** The toast each success shows (e.g. "ticket closed", "reply sent"); null shows none. */
const DONE: Record<Action, string | null> = {
  edit: 'toasts.ticketUpdated',
  delete: 'toasts.ticketDeleted',
  reply: 'toasts.replySent',
  note: 'toasts.noteAdded',
  close: 'toasts.ticketClosed',
  reopen: 'toasts.ticketReopened',
  start: 'toasts.statusChanged',
  resolve: 'toasts.statusChanged',
  transfer: 'toasts.ticketTransferred',
  star: null,
  rate: 'toasts.ticketRated',
};

/** The failure title, with a retry ("Failed to close ticket", "Failed to reopen ticket", ...). */
const FAILED: Record<Action, string> = {
  edit: 'tickets.failed.edit',
  delete: 'tickets.failed.delete',
  reply: 'tickets.failed.reply',
  note: 'tickets.failed.note',
  close: 'tickets.failed.close',
  reopen: 'tickets.failed.reopen',
  start: 'tickets.failed.status',
  resolve: 'tickets.failed.status',
  transfer: 'tickets.failed.transfer',
  star: 'tickets.failed.star',
  rate: 'tickets.failed.rate',
};

/**
 * Runs ticket commands with their toasts: a success toast, or the failure with the server's
 * reason and a retry. `busy` names the action in flight, so its button shows a spinner.
 */
export function useTicketCommand(id: string) {
  const { t } = usePortalT();
  const put = usePutApi();
  const [busy, setBusy] = useState<Action | null>(null);

  const run = async (command: TicketCommand) => {
    setBusy(command.action);
    try {
      const ticket = await runTicketCommand(id, command);
      // The answer is the ticket as it now is: show it without asking again.
      if (ticket) await put(ticketPath(id), ticket);
      const done = DONE[command.action];
      if (done) toast.success(t(done));
      return { ok: true as const, ticket };
    } catch (error) {
      showFailure(t(FAILED[command.action]), error, () => void run(command));
      return { ok: false as const, error };
    } finally {
      setBusy(null);
    }
  };

  return { run, busy };
}
