import { useState } from 'react';
import { usePortalT } from '../../../locales';
import { useTicketCommand } from '../hooks/use-ticket-command';

interface Props {
  ticketId: string;
  starred: boolean;
  /** Names the ticket for screen readers ("Star ticket #1042"). */
  label: string;
}

/** A personal mark: only the caller sees it; it never changes the ticket for the other party. */
export function StarToggle({ ticketId, starred, label }: Props) {
  const { t } = usePortalT();
  const { run, busy } = useTicketCommand(ticketId);
  // Shown at once; put back if the API refuses.
  const [shown, setShown] = useState<boolean | null>(null);
  const on = shown ?? starred;
  const toggle = async () => {
    setShown(!on);
    const result = await run({ action: 'star', starred: !on });
    setShown(null);
    if (!result.ok) setShown(on);
  };
  return (
    <button
      type="button"
      className={on ? 'pt-star pt-star--on' : 'pt-star'}
      aria-pressed={on}
      aria-label={t('tickets.star', { ticket: label })}
      disabled={busy !== null}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
