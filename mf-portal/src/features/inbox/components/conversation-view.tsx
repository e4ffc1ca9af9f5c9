import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ChatConversation, ChatMessage } from '@site/shared/chat';
import { MessageBody } from '@site/shared/chat/message-body';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { Button } from '@site/shared/ui';
import { useCannedResponses } from '../../../components/canned/use-canned';
import { PresenceBanner } from '../../../components/presence/presence-banner';
import { usePresence } from '../../../components/presence/use-presence';
import { useMe } from '../../../lib/use-me';
import { useNewerMessages } from '../../../lib/use-newer-messages';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import { chatRequests, newClientId } from '../api/chat-requests';
import { useConversation } from '../hooks/use-conversation';
import { shortTime } from './chat-format';
import { useClientName } from './conversation-list';
import { DeviceButtons } from './device-buttons';
import { TicketFromChat } from './ticket-from-chat';
import { ChatAttachments, sendUploaded } from './chat-attach';
import { ContextPane } from './context-pane';
import { ReplyBox } from './reply-box';

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

function MessageItem({ message, author }: { message: ChatMessage; author: string }) {
  const lang = useLang();
  const { t } = usePortalT();
  return (
    <li className={`ib-message ib-message--${message.internal ? 'note' : message.sender}`}>
      <span className="ib-message-meta">
        <bdi>{author}</bdi> · <time dateTime={message.createdAt}>{shortTime(message.createdAt, lang)}</time>
        {message.internal && <> · <span className="ib-note-label">{t('inbox.note.label')}</span></>}
      </span>
      <MessageBody message={message} lang={lang} />
    </li>
  );
}

/** The open conversation: who and where, the messages live, and take / reply / ticket / close. */
export function ConversationView({ id, agentId }: { id: string | null; agentId: string }) {
  const { t } = usePortalT();
  const lang = useLang();
  const nameOf = useClientName();
  const { conversation, messages, reload, added } = useConversation(id);
  const { data: me } = useMe();
  const { data: canned } = useCannedResponses(true);
  const presence = usePresence('chat', id, me?.id);
  const newer = useNewerMessages(
    messages.map((m) => ({ createdAt: m.createdAt, author: { id: m.sender } })),
    'agent',
    conversation?.id ?? null,
    { live: true },
  );
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
    <>
    <article className="ib-pane pt-card" aria-labelledby="ib-conversation-title">
      <header className="ib-pane-head">
        <h2 id="ib-conversation-title" className="pt-section-title">
          <bdi>{nameOf(conversation)}</bdi>
        </h2>
        <p className="pt-muted">
          {t(`inbox.status.${conversation.status}`)} · {t(`inbox.assigned.${assigned}`)}
        </p>
        <PresenceBanner others={presence.others} />
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
      {/* Focusable: from 64rem it scrolls on its own, and a keyboard must be able to scroll it. */}
      <div className="ib-log" role="log" aria-live="polite" aria-label={t('inbox.messages')} tabIndex={0}>
        <ol className="ib-messages">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} author={author(message)} />
          ))}
          <li ref={end} aria-hidden="true" className="ib-end" />
        </ol>
      </div>
      {/* On wide screens the messages scroll on their own and these stay at the pane's foot. */}
      <div className="ib-compose">
        {open && (
          <ChatAttachments
            key={conversation.id}
            send={async (uploaded) => {
              const sent = await action.run('attach', () => sendUploaded(conversation.id, uploaded));
              if (sent) added(sent);
              return !!sent;
            }}
          />
        )}
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
            newer={newer}
            onTyping={presence.typing}
            canned={{
              items: canned ?? [],
              lang: conversation.client.lang ?? lang,
              department: null,
              values: { 'client.name': nameOf(conversation), 'agent.name': me?.fullName ?? '' },
            }}
            onSend={async (text, clientId, asNote) => {
              const sent = await action.run('send', () =>
                asNote ? chatRequests.note(conversation.id, clientId, text) : chatRequests.send(conversation.id, clientId, { kind: 'text', text }),
              );
              if (sent) added(sent);
              return !!sent;
            }}
          />
        )}
      </div>
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
    <ContextPane conversation={conversation} />
    </>
  );
}
