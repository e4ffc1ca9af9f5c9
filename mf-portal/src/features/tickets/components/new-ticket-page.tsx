import { useRef } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { isApiError, newIdempotencyKey } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { AUTO_CLOSE_DAYS, TICKET_LIMITS, type CreateTicketFormValues, type CreateTicketInput, createTicketSchema } from '@site/shared/tickets';
import { Button, Checkbox, Form, PageHeader } from '@site/shared/ui';
import { useSchema } from '@site/shared/validation';
import { usePortalT } from '../../../locales';
import { createTicket } from '../api/create-ticket';
import { useAttachments } from '../../../components/attachments/use-attachments';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { showFailure } from '../../../components/failure-toast';
import { TicketFields } from '../../../components/ticket-fields';
import { counted } from './ticket-format';
import './tickets.css';

const EMPTY: CreateTicketFormValues = { type: '' as never, department: '' as never, subject: '', details: '', urgent: false, autoClose: false };

/** /tickets/new: type, department, subject, details, urgency, auto-close and files. */
export function NewTicketPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const navigate = useNavigate();
  const schema = useSchema(createTicketSchema);
  const attachments = useAttachments(TICKET_LIMITS.attachments);
  // One key per ticket being created: a retry after a lost answer cannot raise it twice.
  const key = useRef(newIdempotencyKey());

  const submit = async (values: CreateTicketInput) => {
    try {
      const ticket = await createTicket({ ...values, attachments: attachments.ids }, key.current);
      toast.success(t('toasts.ticketCreated'));
      void navigate(href('ticket-details', lang, { id: ticket.id }));
    } catch (error) {
      // A refused field shows on the form; anything else gets the failure toast with a retry.
      if (isApiError(error) && error.status === 422) throw error;
      showFailure(t('tickets.failed.create'), error, () => void submit(values));
    }
  };

  return (
    <section className="pt-page" aria-labelledby="pt-new-ticket-title">
      <p>
        <Link to={href('tickets', lang)}>{t('tickets.back')}</Link>
      </p>
      <PageHeader title={<span id="pt-new-ticket-title">{t('tickets.create.heading')}</span>} subtitle={t('tickets.create.intro')} />
      <Form schema={schema} options={{ defaultValues: EMPTY }} className="pt-form pt-card" onSubmit={submit} aria-label={t('tickets.create.heading')}>
        {({ register, formState }) => (
          <>
            <TicketFields register={register} errors={formState.errors} rows={7} detailsHint={t('tickets.create.detailsHint')} placeholder />
            <Checkbox {...register('urgent')} label={t('tickets.create.urgent')} />
            <Checkbox {...register('autoClose')} label={t('tickets.create.autoClose', counted(AUTO_CLOSE_DAYS, lang))} />
            <fieldset className="pt-fieldset">
              <legend className="pt-label">{t('tickets.attachments.label')}</legend>
              <AttachmentPicker attachments={attachments} max={TICKET_LIMITS.attachments} />
            </fieldset>
            {attachments.uploading && <p className="pt-muted" role="status">{t('tickets.attachments.wait')}</p>}
            <div className="pt-actions">
              <Button type="submit" loading={formState.isSubmitting} disabled={attachments.uploading}>
                {t('tickets.create.submit')}
              </Button>
              <Link className="ui-btn ui-btn--ghost ui-btn--md" to={href('tickets', lang)}>
                {t('common.cancel')}
              </Link>
            </div>
          </>
        )}
      </Form>
    </section>
  );
}
