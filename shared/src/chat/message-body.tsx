import { Fragment } from 'react';
import { formatNumber, registerNamespace } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';
import { formatFileSize } from '@site/shared/uploads';
import ar from './locales/ar.json';
import en from './locales/en.json';
import type { ChatKind, ChatMessage } from './protocol';
import './message-body.css';

// One way to show a message, for the visitor's widget and the agents' inbox alike.
export const { useT: useChatMessageT } = registerNamespace('chat-message', { en, ar });

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Text with its web addresses as links (opened in a new tab, without access back to this page). */
export function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer">{part}</a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** A recording's length as m:ss, in the language's digits. */
export const formatDuration = (ms: number, lang: Lang) => {
  const seconds = Math.round(ms / 1000);
  return `${formatNumber(Math.floor(seconds / 60), lang)}:${formatNumber(seconds % 60, lang, { minimumIntegerDigits: 2 })}`;
};

/** A map centred on the shared place. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/** The name of a message kind other than text, in the given language. */
export function useKindName(lang: Lang): (kind: Exclude<ChatKind, 'text'>) => string {
  const { t } = useChatMessageT({ lng: lang });
  return (kind) => t(`kinds.${kind}`);
}

/** What one message shows, by kind: text, a location card, an image, a video, a voice note or a file. */
export function MessageBody({ message, lang }: { message: Pick<ChatMessage, 'content' | 'file'>; lang: Lang }) {
  const { t } = useChatMessageT({ lng: lang });
  const { content, file } = message;
  switch (content.kind) {
    case 'text':
      return <p className="msg-text" dir="auto"><Linkified text={content.text} /></p>;
    case 'location': {
      const { latitude: lat, longitude: lon } = content;
      const coord = (value: number) => formatNumber(value, lang, { maximumFractionDigits: 5 });
      return (
        <div className="msg-card">
          <span className="msg-card__title">{t('location')}</span>
          <bdi>{t('coordinates', { latitude: coord(lat), longitude: coord(lon) })}</bdi>
          <a href={mapLink(lat, lon)} target="_blank" rel="noopener noreferrer">{t('openMap')}</a>
        </div>
      );
    }
    default:
      // Not uploaded yet (still sending) or no longer there: say what it is rather than show nothing.
      if (!file) return <p className="msg-text">{t(`kinds.${content.kind}`)}</p>;
      if (content.kind === 'photo') {
        return (
          <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t('openPhoto', { name: file.name })}>
            <img className="msg-media" src={file.url} alt={file.name} loading="lazy" />
          </a>
        );
      }
      if (content.kind === 'video') return <video className="msg-media" src={file.url} controls preload="metadata" aria-label={file.name} />;
      if (content.kind === 'voice') {
        const label = t('voice', { duration: formatDuration(content.durationMs, lang) });
        return (
          <div className="msg-card">
            <span className="msg-card__title">{label}</span>
            <audio className="msg-audio" src={file.url} controls preload="metadata" aria-label={label} />
          </div>
        );
      }
      return (
        <a className="msg-card" href={file.url} download={file.name}>
          {t('download', { name: file.name, size: formatFileSize(file.size, lang) })}
        </a>
      );
  }
}
