import { useState } from 'react';
import type { ChatConversation, ChatMessage } from '@site/shared/chat';
import { useLang } from '@site/shared/i18n';
import { type CreateTicketFormValues, createTicketSchema } from '@site/shared/tickets';
import { Form } from '@site/shared/ui';
import { useSchema } from '@site/shared/validation';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import { ModalDialog } from '../../../components/modal-dialog';
import { TicketFields } from '../../../components/ticket-fields';
import { chatRequests } from '../api/chat-requests';
import { quoteMessages } from './chat-format';
import { usePreview } from './conversation-list';

interface Props {
  open: boolean;
  onClose: () => void;
  conversation: ChatConversation;
  messages: ChatMessage[];
  author: (message: ChatMessage) => string;
  onLinked: (conversation: ChatConversation) => void;
}

/**
 * "Create ticket": the ticket form with the conversation's messages quoted in its details (the
 * agent may edit them). The ticket is the client's when the client has an account.
 */
export function TicketFromChat({ open, onClose, conversation, messages, author, onLinked }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const schema = useSchema(createTicketSchema);
  const [failed, setFailed] = useState<string | null>(null);
  const preview = usePreview();
  const first = messages.find((m) => m.sender === 'client');
  const defaults: CreateTicketFormValues = {
    type: '' as never,
    department: '' as never,
    subject: first ? preview(first).slice(0, 120) : '',
    details: quoteMessages(messages, author, preview, lang).slice(0, 5000),
    urgent: false,
    autoClose: false,
  };
  return (
    <ModalDialog open={open} onClose={onClose} label={t('inbox.ticket.heading')}>
      <Form
        schema={schema}
        options={{ defaultValues: defaults }}
        className="pt-form"
        aria-label={t('inbox.ticket.heading')}
        onSubmit={async ({ attachments: _none, ...ticket }) => {
          setFailed(null);
          try {
            onLinked(await chatRequests.ticket(conversation.id, ticket));
          } catch (error) {
            setFailed(error instanceof Error && error.message ? error.message : t('inbox.failed'));
          }
        }}
      >
        {({ register, formState }) => (
          <>
            <h2 className="pt-section-title">{t('inbox.ticket.heading')}</h2>
            {failed && <FormAlert message={failed} />}
            <TicketFields register={register} errors={formState.errors} rows={8} placeholder />
            <FormActions submit={t('inbox.ticket.submit')} busy={formState.isSubmitting} onCancel={onClose} />
          </>
        )}
      </Form>
    </ModalDialog>
  );
}
