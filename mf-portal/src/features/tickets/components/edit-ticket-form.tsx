import { AUTO_CLOSE_DAYS, createTicketSchema } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { useLang } from '@site/shared/i18n';
import { Checkbox, Form } from '@site/shared/ui';
import { useSchema } from '@site/shared/validation';
import { usePortalT } from '../../../locales';
import type { useTicketCommand } from '../hooks/use-ticket-command';
import { FormActions } from '../../../components/form-actions';
import { TicketFields } from '../../../components/ticket-fields';
import { counted } from './ticket-format';

interface Props {
  ticket: TicketDetail;
  command: ReturnType<typeof useTicketCommand>;
  onDone: () => void;
}

/** Changing a new ticket before anyone answered: the same fields as when it was raised. */
export function EditTicketForm({ ticket, command, onDone }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const schema = useSchema(createTicketSchema);
  const { type, department, subject, details, urgent, autoClose } = ticket;
  return (
    <Form
      schema={schema}
      options={{ defaultValues: { type, department, subject, details, urgent, autoClose } }}
      className="pt-form pt-card"
      aria-label={t('tickets.edit.heading')}
      onSubmit={async ({ attachments: _none, ...body }) => {
        const result = await command.run({ action: 'edit', body });
        if (result.ok) onDone();
      }}
    >
      {({ register, formState }) => (
        <>
          <h2 className="pt-section-title">{t('tickets.edit.heading')}</h2>
          <TicketFields register={register} errors={formState.errors} />
          <Checkbox {...register('urgent')} label={t('tickets.create.urgent')} />
          <Checkbox {...register('autoClose')} label={t('tickets.create.autoClose', counted(AUTO_CLOSE_DAYS, lang))} />
          <FormActions submit={t('tickets.edit.submit')} busy={formState.isSubmitting} onCancel={onDone} />
        </>
      )}
    </Form>
  );
}
