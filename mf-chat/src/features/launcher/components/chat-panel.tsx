import { useId, type FormEvent, type Ref } from 'react';
import { href } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import { useChatT } from '../../../locales';
import { CloseIcon, SendIcon, SupportIcon } from './icons';

interface Props {
  id: string;
  lang: Lang;
  onClose: () => void;
  ref?: Ref<HTMLDivElement>;
}

// Messaging arrives with the chat backend; until then the composer explains itself.
const ignoreSubmit = (event: FormEvent) => event.preventDefault();

export function ChatPanel({ id, lang, onClose, ref }: Props) {
  const { t } = useChatT({ lng: lang });
  const titleId = useId();
  const noteId = useId();
  const inputId = useId();
  return (
    <div ref={ref} id={id} className="ch-panel" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
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
        <div className="ch-message">
          <span className="ch-message__author">{t('welcome.author')}</span>
          <p className="ch-message__text">{t('welcome.message')}</p>
        </div>
        <p className="ch-panel__note" id={noteId}>{t('composer.soon')}</p>
        <nav className="ch-links" aria-label={t('links.label')}>
          <a className="ch-link" href={href('questions', lang)}>{t('links.help')}</a>
          <a className="ch-link" href={href('contactus', lang)}>{t('links.contact')}</a>
        </nav>
      </div>
      <form className="ch-composer" onSubmit={ignoreSubmit}>
        <label className="ch-visually-hidden" htmlFor={inputId}>{t('composer.label')}</label>
        <textarea
          id={inputId}
          className="ch-composer__input"
          rows={1}
          disabled
          placeholder={t('composer.placeholder')}
          aria-describedby={noteId}
        />
        <button type="submit" className="ch-icon-button ch-composer__send" disabled aria-label={t('composer.send')}>
          <SendIcon />
        </button>
      </form>
    </div>
  );
}
