import { type ComponentProps, useEffect, useState } from 'react';
import { formatNumber } from '@site/shared/i18n';
import { TICKET_LIMITS, type ReplyInput, replySchema } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { Button, Checkbox, type Control, Controller, Field, Form, Textarea, type UseFormSetValue } from '@site/shared/ui';
import { useSchema } from '@site/shared/validation';
import { type CannedContext, CannedTextarea } from '../../../components/canned/canned-textarea';
import { useCannedResponses } from '../../../components/canned/use-canned';
import { useMe } from '../../../lib/use-me';
import { usePortalT } from '../../../locales';
import { useAttachments } from '../../../components/attachments/use-attachments';
import { useNewerMessages } from '../../../lib/use-newer-messages';
import type { useTicketCommand } from '../hooks/use-ticket-command';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { ReviewNewerDialog } from '../../../components/review-newer-dialog';

/** Keeps the form's `attachments` value on the uploaded files, so "text or a file" is checked like the API does. */
function AttachedIds({ ids, setValue }: { ids: string[]; setValue: UseFormSetValue<Partial<ReplyInput>> }) {
  const joined = ids.join(',');
  useEffect(() => setValue('attachments', joined ? joined.split(',') : []), [joined, setValue]);
  return null;
}

/**
 * The answer box: text, files or both. Sent replies clear it; a failed one keeps what was typed.
 * Support also gets the saved replies (`/`), an internal note instead of a reply, and a question
 * before sending when the client wrote since the page was opened.
 */
export function ReplyForm({ command, ticket, onTyping }: { command: ReturnType<typeof useTicketCommand>; ticket: TicketDetail; onTyping?: () => void }) {
  const { t } = usePortalT();
  const schema = useSchema(replySchema);
  const attachments = useAttachments(TICKET_LIMITS.attachments);
  const agent = ticket.viewerRole === 'agent';
  const { data: me } = useMe(agent);
  const { data: canned } = useCannedResponses(agent);
  const [asNote, setAsNote] = useState(false);
  const newer = useNewerMessages(ticket.replies, me?.id, ticket.id);
  const [pending, setPending] = useState<{ send: () => Promise<void> } | null>(null);
  const cannedContext = {
    items: canned ?? [],
    lang: ticket.clientLang,
    department: ticket.department,
    // The number in the digits of the language it is inserted in ('١٠٤٢' in Arabic).
    values: { 'client.name': ticket.client.name, 'ticket.number': formatNumber(ticket.number, ticket.clientLang, { useGrouping: false }), 'agent.name': me?.fullName ?? '' },
  };
  return (
    <>
      <Form
        schema={schema}
        options={{ defaultValues: { body: '', attachments: [] } }}
        className={`pt-form pt-card${asNote ? ' pt-form--note' : ''}`}
        aria-label={t(asNote ? 'tickets.note.heading' : 'tickets.reply.heading')}
        onSubmit={async (values, { reset }) => {
          const send = async () => {
            newer.markSeen();
            const result = await command.run(asNote ? { action: 'note', body: { body: values.body } } : { action: 'reply', body: values });
            if (result.ok) {
              reset({ body: '', attachments: [] });
              attachments.clear();
            }
          };
          if (agent && newer.newer) setPending({ send });
          else await send();
        }}
      >
        {({ register, formState, setValue, control }) => (
          <>
            <AttachedIds ids={attachments.ids} setValue={setValue} />
            <h2 className="pt-section-title">{t(asNote ? 'tickets.note.heading' : 'tickets.reply.heading')}</h2>
            {agent && (
              <Checkbox label={t('tickets.note.toggle')} checked={asNote} onChange={(event) => setAsNote(event.currentTarget.checked)} />
            )}
            <Field label={t(asNote ? 'tickets.note.body' : 'tickets.reply.body')} error={formState.errors.body} hint={agent ? t('canned.hint') : undefined}>
              {agent ? (
                <AgentReplyBox control={control} canned={cannedContext} onTyping={onTyping} />
              ) : (
                <Textarea {...register('body')} rows={4} maxLength={TICKET_LIMITS.reply} dir="auto" />
              )}
            </Field>
            {!asNote && <AttachmentPicker attachments={attachments} max={TICKET_LIMITS.attachments} />}
            <div className="pt-actions">
              <Button type="submit" loading={formState.isSubmitting || command.busy === 'reply' || command.busy === 'note'} disabled={attachments.uploading}>
                {t(asNote ? 'tickets.note.submit' : 'tickets.reply.submit')}
              </Button>
            </div>
          </>
        )}
      </Form>
      <ReviewNewerDialog
        open={pending !== null}
        scope="tickets"
        onReview={() => {
          // Reviewing: what arrived is now seen, and the text stays in the box.
          newer.markSeen();
          setPending(null);
          document.getElementById('pt-conversation')?.focus();
        }}
        onSend={() => {
          const next = pending;
          setPending(null);
          void next?.send();
        }}
      />
    </>
  );
}

type FieldGiven = Pick<ComponentProps<'textarea'>, 'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required'>;

/** The agent's reply box with saved replies, bound to the form; it takes the id and descriptions `Field` gives its child, so the label names it. */
function AgentReplyBox({ control, canned, onTyping, ...given }: FieldGiven & { control: Control<Partial<ReplyInput>, unknown, ReplyInput>; canned: CannedContext; onTyping?: () => void }) {
  return (
    <Controller
      control={control}
      name="body"
      render={({ field }) => (
        <CannedTextarea
          {...given}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => {
            field.onChange(value);
            onTyping?.();
          }}
          onBlur={field.onBlur}
          className="ui-input ui-textarea"
          rows={4}
          maxLength={TICKET_LIMITS.reply}
          dir="auto"
          canned={canned}
        />
      )}
    />
  );
}
