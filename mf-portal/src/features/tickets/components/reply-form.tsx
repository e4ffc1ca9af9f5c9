import { useEffect } from 'react';
import { TICKET_LIMITS, type ReplyInput, replySchema } from '@site/shared/tickets';
import { Button, Field, Form, Textarea, type UseFormSetValue } from '@site/shared/ui';
import { useSchema } from '@site/shared/validation';
import { usePortalT } from '../../../locales';
import { useAttachments } from '../hooks/use-attachments';
import type { useTicketCommand } from '../hooks/use-ticket-command';
import { AttachmentPicker } from './attachment-picker';

/** Keeps the form's `attachments` value on the uploaded files, so "text or a file" is checked like the API does. */
function AttachedIds({ ids, setValue }: { ids: string[]; setValue: UseFormSetValue<Partial<ReplyInput>> }) {
  const joined = ids.join(',');
  useEffect(() => setValue('attachments', joined ? joined.split(',') : []), [joined, setValue]);
  return null;
}

/** The answer box: text, files or both. Sent replies clear it; a failed one keeps what was typed. */
export function ReplyForm({ command }: { command: ReturnType<typeof useTicketCommand> }) {
  const { t } = usePortalT();
  const schema = useSchema(replySchema);
  const attachments = useAttachments(TICKET_LIMITS.attachments);
  return (
    <Form
      schema={schema}
      options={{ defaultValues: { body: '', attachments: [] } }}
      className="pt-form pt-card"
      aria-label={t('tickets.reply.heading')}
      onSubmit={async (values, { reset }) => {
        const result = await command.run({ action: 'reply', body: values });
        if (result.ok) {
          reset({ body: '', attachments: [] });
          attachments.clear();
        }
      }}
    >
      {({ register, formState, setValue }) => (
        <>
          <AttachedIds ids={attachments.ids} setValue={setValue} />
          <h2 className="pt-section-title">{t('tickets.reply.heading')}</h2>
          <Field label={t('tickets.reply.body')} error={formState.errors.body}>
            <Textarea {...register('body')} rows={4} maxLength={TICKET_LIMITS.reply} dir="auto" />
          </Field>
          <AttachmentPicker attachments={attachments} max={TICKET_LIMITS.attachments} />
          <div className="pt-actions">
            <Button type="submit" loading={formState.isSubmitting || command.busy === 'reply'} disabled={attachments.uploading}>
              {t('tickets.reply.submit')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
