import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { uploadFile } from '@site/shared/api/upload';
import { CHAT_LIMITS, CHAT_UPLOAD_PURPOSE, type ChatConversation, type ChatMessage, chatKindAccepts } from '@site/shared/chat';
import { MessageBody } from '@site/shared/chat/message-body';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { Button } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import { chatRequests, newClientId } from '../api/chat-requests';
import { useConversation } from '../hooks/use-conversation';
import { shortTime } from './chat-format';
import { useClientName } from './conversation-list';
import { DeviceButtons } from './device-buttons';
import { TicketFromChat } from './ticket-from-chat';

/** Runs one action at a time and keeps its failure to show. */
function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = async <T,>(name: string, action: () => Promise<T>): Promise<T | null> => {
    setBusy(name);
    setFailed(null);
    try {
      return await action();
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : name);
      return null;
    } finally {
      setBusy(null);
    }
  };
  return { busy, failed, run };
}

function ClientFacts({ conversation }: { conversation: ChatConversation }) {
  const { t } = usePortalT();
  const { page, lang } = conversation.client;
  return (
    <dl className="ib-facts">
      <dt>{t('inbox.from')}</dt>
      <dd>{page ? <a href={page} target="_blank" rel="noreferrer noopener" dir="ltr">{page}</a> : '—'}</dd>
      <dt>{t('inbox.language')}</dt>
      <dd>{t(`inbox.langs.${lang ?? 'unknown'}`)}</dd>
    </dl>
  );
}

function MessageItem({ message, author }: { message: ChatMessage; author: string }) {
  const lang = useLang();
  return (
    <li className={`ib-message ib-message--${message.sender}`}>
      <span className="ib-message-meta">
        <bdi>{author}</bdi> · <time dateTime={message.createdAt}>{shortTime(message.createdAt, lang)}</time>
      </span>
      <MessageBody message={message} lang={lang} />
    </li>
  );
}

/** The reply box: Enter sends, Shift+Enter adds a line; a failed send keeps the text. */
function ReplyBox({ onSend, disabled }: { onSend: (text: string, clientId: string) => Promise<boolean>; disabled: boolean }) {
  const { t } = usePortalT();
  const [text, setText] = useState('');
  const clientId = useRef(newClientId());
  const submit = async () => {
    if (!text.trim()) return;
    // The same id until it is sent: trying again after a lost answer cannot send it twice.
    if (await onSend(text, clientId.current)) {
      setText('');
      clientId.current = newClientId();
    }
  };
  return (
    <form
      className="ib-reply"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="ib-reply-text" className="pt-label">{t('inbox.reply.label')}</label>
      <textarea
        id="ib-reply-text"
        className="ui-input"
        rows={3}
        dir="auto"
        maxLength={CHAT_LIMITS.textMax}
        value={text}
        aria-describedby="ib-reply-hint"
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <p id="ib-reply-hint" className="pt-muted">{t('inbox.reply.hint')}</p>
      <div className="pt-actions">
        <Button type="submit" disabled={disabled || !text.trim()}>{t('inbox.reply.submit')}</Button>
      </div>
    </form>
  );
}

/** Uploads the file, then sends it as a photo, a video or a file by the type its bytes show. */
async function sendFile(conversationId: string, file: File): Promise<ChatMessage> {
  const uploaded = await uploadFile(file, CHAT_UPLOAD_PURPOSE, { silent: true });
  const kind = (['photo', 'video'] as const).find((k) => chatKindAccepts(k, uploaded.type)) ?? 'file';
  return chatRequests.send(conversationId, newClientId(), { kind, uploadId: uploaded.id });
}

function AttachButton({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const { t } = usePortalT();
  return (
    <p className="ib-attach">
      <label htmlFor="ib-attach" className="pt-label">{t('inbox.attach')}</label>{' '}
      <input
        id="ib-attach"
        type="file"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {busy && <span role="status" className="pt-muted">{t('common.loading')}</span>}
    </p>
  );
}

/** The open conversation: who and where, the messages live, and take / reply / ticket / close. */
export function ConversationView({ id, agentId }: { id: string | null; agentId: string }) {
  const { t } = usePortalT();
  const lang = useLang();
  const nameOf = useClientName();
  const { conversation, messages, reload, added } = useConversation(id);
  const action = useAction();
  const [ticketOpen, setTicketOpen] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  // Braces: scrollIntoView returns a promise in newer browsers, and an effect may only return a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  if (!id) return <p className="ib-pane pt-muted">{t('inbox.pick')}</p>;
  if (!conversation) return <p className="ib-pane pt-muted" role="status">{t('common.loading')}</p>;

  const open = conversation.status === 'open';
  const mine = conversation.assigneeId === agentId;
  const assigned = !conversation.assigneeId ? 'none' : mine ? 'me' : 'other';
  const author = (message: ChatMessage) => (message.sender === 'agent' ? t('inbox.agent') : nameOf(conversation));
  const change = (name: string, request: () => Promise<ChatConversation>) =>
    void action.run(name, request).then((next) => next && reload());

  return (
    <article className="ib-pane pt-card" aria-labelledby="ib-conversation-title">
      <header className="ib-pane-head">
        <h2 id="ib-conversation-title" className="pt-section-title">
          <bdi>{nameOf(conversation)}</bdi>
        </h2>
        <p className="pt-muted">
          {t(`inbox.status.${conversation.status}`)} · {t(`inbox.assigned.${assigned}`)}
        </p>
        <ClientFacts conversation={conversation} />
        <div className="pt-actions">
          {open && !mine && (
            <Button variant="secondary" loading={action.busy === 'take'} onClick={() => change('take', () => chatRequests.take(conversation.id))}>
              {t('inbox.take')}
            </Button>
          )}
          {conversation.ticketId ? (
            <Link className="ui-btn ui-btn--secondary ui-btn--md" to={href('ticket-details', lang, { id: conversation.ticketId })}>
              {t('inbox.ticket.view')}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => setTicketOpen(true)}>{t('inbox.ticket.open')}</Button>
          )}
          {open && (
            <Button variant="ghost" loading={action.busy === 'close'} onClick={() => change('close', () => chatRequests.close(conversation.id))}>
              {t('inbox.close')}
            </Button>
          )}
        </div>
      </header>
      {action.failed && <FormAlert message={action.failed} />}
      <div role="log" aria-live="polite" aria-label={t('inbox.messages')}>
        <ol className="ib-messages">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} author={author(message)} />
          ))}
          <li ref={end} aria-hidden="true" className="ib-end" />
        </ol>
      </div>
      {open && <AttachButton busy={action.busy === 'attach'} onFile={(file) => void action.run('attach', () => sendFile(conversation.id, file)).then((sent) => sent && added(sent))} />}
      {open && (
        <DeviceButtons
          disabled={action.busy !== null}
          onSend={async (name, content) => {
            const sent = await action.run(name, async () => chatRequests.send(conversation.id, newClientId(), await content()));
            if (sent) added(sent);
            return !!sent;
          }}
        />
      )}
      {open && (
        <ReplyBox
          disabled={action.busy === 'send'}
          onSend={async (text, clientId) => {
            const sent = await action.run('send', () => chatRequests.send(conversation.id, clientId, { kind: 'text', text }));
            if (sent) added(sent);
            return !!sent;
          }}
        />
      )}
      <TicketFromChat
        open={ticketOpen}
        onClose={() => setTicketOpen(false)}
        conversation={conversation}
        messages={messages}
        author={author}
        onLinked={() => {
          setTicketOpen(false);
          reload();
        }}
      />
    </article>
  );
}
