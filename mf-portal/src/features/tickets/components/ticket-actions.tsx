import { useState } from 'react';
import { REOPEN_WINDOW_DAYS, type TicketAction } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { Button } from '@site/shared/ui';
import { useLang } from '@site/shared/i18n';
import { usePortalT } from '../../../locales';
import type { useTicketCommand } from '../hooks/use-ticket-command';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { counted } from './ticket-format';
import { TransferDialog } from './transfer-dialog';

type Confirmed = 'close' | 'delete' | 'resolve';

interface Props {
  ticket: TicketDetail;
  allowed: TicketAction[];
  command: ReturnType<typeof useTicketCommand>;
  onEdit: () => void;
  /** The ticket is gone for the caller (deleted, or transferred out of their view). */
  onLeave: (reason: 'deleted' | 'transferred') => void;
}

/** The buttons for what the state machine allows now; closing, resolving and deleting ask first. */
export function TicketActions({ ticket, allowed, command, onEdit, onLeave }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const [transferring, setTransferring] = useState(false);
  const can = (action: TicketAction) => allowed.includes(action);
  const busy = (action: TicketAction) => command.busy === action;

  const confirm = async (action: Confirmed) => {
    const result = await command.run({ action });
    setConfirming(null);
    if (result.ok && action === 'delete') onLeave('deleted');
  };

  const buttons = [
    can('start') && <Button key="start" loading={busy('start')} onClick={() => void command.run({ action: 'start' })}>{t('tickets.actions.start')}</Button>,
    can('resolve') && <Button key="resolve" onClick={() => setConfirming('resolve')}>{t('tickets.actions.resolve')}</Button>,
    can('reopen') && <Button key="reopen" loading={busy('reopen')} onClick={() => void command.run({ action: 'reopen' })}>{t('tickets.actions.reopen')}</Button>,
    can('transfer') && <Button key="transfer" variant="secondary" onClick={() => setTransferring(true)}>{t('tickets.actions.transfer')}</Button>,
    can('edit') && <Button key="edit" variant="secondary" onClick={onEdit}>{t('tickets.actions.edit')}</Button>,
    can('close') && <Button key="close" variant="secondary" onClick={() => setConfirming('close')}>{t('tickets.actions.close')}</Button>,
    can('delete') && <Button key="delete" variant="danger" onClick={() => setConfirming('delete')}>{t('tickets.actions.delete')}</Button>,
  ].filter(Boolean);
  if (buttons.length === 0) return null;

  return (
    <div className="pt-actions pt-ticket-actions" role="group" aria-label={t('tickets.actions.label')}>
      {buttons}
      {confirming && (
        <ConfirmDialog
          open
          title={t(`tickets.confirm.${confirming}.title`)}
          message={t(`tickets.confirm.${confirming}.message`, counted(REOPEN_WINDOW_DAYS, lang))}
          confirmLabel={t(`tickets.actions.${confirming}`)}
          danger={confirming === 'delete'}
          busy={busy(confirming)}
          onConfirm={() => void confirm(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      <TransferDialog
        ticket={ticket}
        open={transferring}
        onClose={() => setTransferring(false)}
        command={command}
        onDone={(stillVisible) => {
          setTransferring(false);
          if (!stillVisible) onLeave('transferred');
        }}
      />
    </div>
  );
}
