import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import type { Lang } from '@site/shared/lang';
import { useChatT } from '../../../locales';
import { AwayNotice } from './away-notice';
import { Composer } from './composer';
import { ContactForm } from './contact-form';
import { MessageList } from './message-list';
import type { useConversation } from '../hooks/use-conversation';
import { CloseIcon, SupportIcon } from './icons';

interface Props {
  id: string;
  lang: Lang;
  chat: ReturnType<typeof useConversation>;
  onClose: () => void;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), textarea, input:not([type="hidden"]):not([hidden]), audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the open panel (a dialog): from the last control back to the first and the other way. */
function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function ChatPanel({ id, lang, chat, onClose, ref, className = '' }: Props) {
  const { t } = useChatT({ lng: lang });
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');
  const { onIncoming } = chat;
  useEffect(() => {
    onIncoming.current = (message) =>
      setAnnouncement(t('message.announce', { text: message.content.kind === 'text' ? message.content.text : t('message.attachment') }));
  }, [onIncoming, t]);
  return (
    <div ref={ref} id={id} className={`ch-panel ${className}`} role="dialog" aria-labelledby={titleId} tabIndex={-1} onKeyDown={trapFocus}>
      <header className="ch-panel__header">
        <span className="ch-avatar"><SupportIcon /></span>
        <div className="ch-panel__heading">
          <h2 className="ch-panel__title" id={titleId}>{t('panel.title')}</h2>
          <p className="ch-panel__subtitle">{t('panel.subtitle')}</p>
        </div>
        <button type="button" className="ch-icon-button" aria-label={t('panel.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <div className="ch-panel__body">
        <div className="ch-message ch-message--agent">
          <span className="ch-message__author">{t('welcome.author')}</span>
          <p className="msg-text">{t('welcome.message')}</p>
        </div>
        <AwayNotice lang={lang} />
        <ContactForm lang={lang} onSaved={chat.contactSaved} />
        {!chat.online && <p className="ch-away" role="status">{t('message.offline')}</p>}
        <MessageList
          lang={lang}
          messages={chat.messages}
          outgoing={chat.outgoing}
          agents={chat.conversation?.receipts.agent}
          agentTyping={chat.agentTyping}
          onRetry={chat.retry}
        />
      </div>
      <p className="ch-visually-hidden" aria-live="polite">{announcement}</p>
      <Composer lang={lang} onSend={chat.send} onTyping={chat.typing} />
    </div>
  );
}
