import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { on } from '@site/shared/events';
import { formatNumber } from '@site/shared/i18n';
import { LANG_META, type Lang } from '@site/shared/lang';
import { useChatT } from '../../../locales';
import { useConversation } from '../hooks/use-conversation';
import { ChatPanel } from './chat-panel';
import { ChatIcon, CloseIcon } from './icons';
import './chat-launcher.css';

export interface ChatLauncherProps {
  lang: Lang;
}

/** Floating button in the inline-end corner that opens the support chat panel. */
export function ChatLauncher({ lang }: ChatLauncherProps) {
  const { t } = useChatT({ lng: lang });
  const [open, setOpen] = useState(false);
  // Bumped on every open request, so a repeated `chat:open` moves focus back into the panel.
  const [openRequest, setOpenRequest] = useState(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const chat = useConversation(open);

  const show = useCallback(() => {
    setOpen(true);
    setOpenRequest((n) => n + 1);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  useEffect(() => on('chat:open', show), [show]);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open, openRequest]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  return (
    <div className="ch-root" lang={lang} dir={LANG_META[lang].dir} onKeyDown={onKeyDown}>
      {open && <ChatPanel ref={panelRef} id={panelId} lang={lang} chat={chat} onClose={close} />}
      <button
        ref={launcherRef}
        type="button"
        className="ch-launcher"
        aria-label={chat.unread > 0 ? t('launcher.unread', { unread: formatNumber(chat.unread, lang) }) : t('launcher.label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={open ? close : show}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        {!open && chat.unread > 0 && <span className="ch-badge" aria-hidden="true">{formatNumber(chat.unread, lang)}</span>}
      </button>
    </div>
  );
}
