import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber, i18n } from '@site/shared/i18n';
import { LANG_META, type Lang, isLang } from '@site/shared/lang';
import { useChatT } from '../../../locales';
import { useConversation } from '../hooks/use-conversation';
import { ChatPanel } from '../components/chat-panel';
import { onHostMessage, postToHost } from './host-bridge';
import '../components/chat-launcher.css';

/**
 * The widget alone, in the iframe another website opens with /chat/embed.js: the host page draws
 * the launcher (with the label, unread count and direction sent from here) and shows the frame.
 */
export function FrameApp({ initialLang }: { initialLang: Lang }) {
  const [lang, setLang] = useState(initialLang);
  const [visible, setVisible] = useState(false);
  const { t } = useChatT({ lng: lang });
  const chat = useConversation(visible);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const since = useRef(new Date().toISOString());

  useEffect(
    () =>
      onHostMessage((message) => {
        if (message.type === 'visible') setVisible(Boolean(message.data.open));
        if (message.type === 'lang' && isLang(message.data.lang)) setLang(message.data.lang);
      }),
    [],
  );

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = LANG_META[lang].dir;
    void i18n.changeLanguage(lang);
  }, [lang]);

  useEffect(() => {
    if (visible) panelRef.current?.focus();
  }, [visible]);

  const { unread, messages } = chat;
  useEffect(() => {
    const label = unread > 0 ? t('launcher.unread', { unread: formatNumber(unread, lang) }) : t('launcher.label');
    postToHost('state', { label, title: t('panel.title'), unread, badge: formatNumber(unread, lang), dir: LANG_META[lang].dir });
  }, [lang, unread, t]);

  // The host's `message` event: each message that arrives while the frame is on the page, once.
  useEffect(() => {
    for (const message of messages) {
      if (message.createdAt <= since.current) continue;
      since.current = message.createdAt;
      const text = message.content.kind === 'text' ? message.content.text : null;
      postToHost('message', { id: message.id, sender: message.sender, kind: message.content.kind, text, createdAt: message.createdAt });
    }
  }, [messages]);

  const close = () => postToHost('close', {});
  return (
    <div className="ch-root" lang={lang} dir={LANG_META[lang].dir} onKeyDown={(event) => event.key === 'Escape' && close()}>
      <ChatPanel ref={panelRef} id={panelId} lang={lang} chat={chat} onClose={close} className="ch-panel--frame" />
    </div>
  );
}
