import { usePortalT } from '../locales';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  open: boolean;
  /** Whose texts: a ticket's reply form or the chat inbox's reply box. */
  scope: 'tickets' | 'inbox';
  /** Cancel: the agent reviews what arrived first; their text stays. */
  onReview: () => void;
  onSend: () => void;
}

/** Asks an agent about to send whether to read what the client wrote since the conversation was opened. */
export function ReviewNewerDialog({ open, scope, onReview, onSend }: Props) {
  const { t } = usePortalT();
  return (
    <ConfirmDialog
      open={open}
      title={t(`${scope}.newer.title`)}
      message={t(`${scope}.newer.message`)}
      confirmLabel={t(`${scope}.newer.send`)}
      onCancel={onReview}
      onConfirm={onSend}
    />
  );
}
