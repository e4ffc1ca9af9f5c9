import { TICKET_LIMITS, transferSchema } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { Button, Field, Form, Select, Spinner, Textarea } from '@site/shared/ui';
import { useSchema } from '@site/shared/validation';
import { usePortalT, useTicketsT } from '../../../locales';
import { useAgents } from '../api/get-agents';
import type { useTicketCommand } from '../hooks/use-ticket-command';
import { ModalDialog } from '../../../components/modal-dialog';

interface Props {
  ticket: TicketDetail;
  open: boolean;
  onClose: () => void;
  command: ReturnType<typeof useTicketCommand>;
  /** After the transfer: whether the caller can still see the ticket. */
  onDone: (stillVisible: boolean) => void;
}

/** Hands the ticket to another agent, with a note the client does not see. */
export function TransferDialog({ ticket, open, onClose, command, onDone }: Props) {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const schema = useSchema(transferSchema);
  const agents = useAgents(open);
  const choices = (agents.data ?? []).filter((agent) => agent.id !== ticket.assignee?.id && agent.id !== ticket.client.id);
  const title = t('tickets.transfer.heading');
  return (
    <ModalDialog open={open} onClose={onClose} label={title}>
      <h2 className="pt-dialog-title">{title}</h2>
      {agents.data ? (
        <Form
          schema={schema}
          options={{ defaultValues: { assigneeId: '', note: '' } }}
          className="pt-form"
          onSubmit={async (values) => {
            const result = await command.run({ action: 'transfer', body: values });
            if (result.ok) onDone(result.ticket !== undefined);
          }}
        >
          {({ register, formState }) => (
            <>
              <Field label={t('tickets.transfer.agent')} error={formState.errors.assigneeId} required>
                <Select
                  {...register('assigneeId')}
                  placeholder={t('common.select')}
                  options={choices.map((agent) => ({
                    value: agent.id,
                    label: `${agent.name} (${agent.departments.map((d) => tt(`departments.${d}`)).join('، ')})`,
                  }))}
                />
              </Field>
              <Field label={t('tickets.transfer.note')} hint={t('tickets.transfer.noteHint')} error={formState.errors.note} required>
                <Textarea {...register('note')} rows={3} maxLength={TICKET_LIMITS.note} dir="auto" />
              </Field>
              <div className="pt-actions pt-dialog-actions">
                <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
                <Button type="submit" loading={formState.isSubmitting}>{t('tickets.transfer.submit')}</Button>
              </div>
            </>
          )}
        </Form>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </ModalDialog>
  );
}
