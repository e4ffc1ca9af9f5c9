import { Button } from '@site/shared/ui';
import { usePortalT } from '../locales';
import { ModalDialog } from './modal-dialog';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before a destructive action: cancel is focused first, so Enter alone changes nothing. */
export function ConfirmDialog({ open, title, message, confirmLabel, danger = false, busy = false, onConfirm, onCancel }: Props) {
  const { t } = usePortalT();
  return (
    <ModalDialog open={open} onClose={onCancel} label={title}>
      <h2 className="pt-dialog-title">{title}</h2>
      <p>{message}</p>
      <div className="pt-actions pt-dialog-actions">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
