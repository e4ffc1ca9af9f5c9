import { useEffect, useRef } from 'react';
import type { ChatMessage, ChatReceipt } from '@site/shared/chat';
import type { Lang } from '@site/shared/lang';
import { useChatT } from '../../../locales';
import { type Outgoing, deliveryOf } from '../hooks/use-conversation';
import { MessageBody } from '@site/shared/chat/message-body';

interface Props {
  lang: Lang;
  messages: ChatMessage[];
  outgoing: Outgoing[];
  agents: ChatReceipt | undefined;
  agentTyping: boolean;
  onRetry: (entry: Outgoing) => void;
}

/** The conversation, oldest first, with each own message's state; scrolls to the newest. */
export function MessageList({ lang, messages, outgoing, agents, agentTyping, onRetry }: Props) {
  const { t } = useChatT({ lng: lang });
  const end = useRef<HTMLLIElement>(null);
  // Braces: newer browsers return a promise from scrollIntoView, which must not become the effect's cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, outgoing.length, agentTyping]);
  return (
    <ol className="ch-messages" aria-label={t('message.list')}>
      {messages.map((message) => (
        <li key={message.id} className={`ch-message ch-message--${message.sender}`}>
          <span className="ch-message__author">{t(message.sender === 'agent' ? 'message.agent' : 'message.you')}</span>
          <MessageBody message={message} lang={lang} />
          {message.sender === 'client' && <span className="ch-message__state">{t(`message.${deliveryOf(message, agents)}`)}</span>}
        </li>
      ))}
      {outgoing.map((entry) => (
        <li key={entry.clientId} className="ch-message ch-message--client">
          <span className="ch-message__author">{t('message.you')}</span>
          <MessageBody message={{ content: entry.content, file: null }} lang={lang} />
          {entry.error ? (
            <span className="ch-message__state ch-message__state--failed" role="alert">
              {t('message.failed', { error: entry.error })}{' '}
              <button type="button" className="ch-text-button" onClick={() => onRetry(entry)}>{t('message.retry')}</button>
            </span>
          ) : (
            <span className="ch-message__state">{t('message.sending')}</span>
          )}
        </li>
      ))}
      {agentTyping && <li className="ch-typing">{t('message.typing')}</li>}
      <li ref={end} aria-hidden="true" className="ch-messages__end" />
    </ol>
  );
}
