import { Fragment } from 'react';
import type { ChatMessage } from '@site/shared/chat';
import { LANG_META, type Lang } from '@site/shared/lang';
import { formatFileSize } from '@site/shared/uploads';
import { useChatT } from '../../../locales';

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

export const formatDuration = (ms: number, lang: Lang) => {
  const seconds = Math.round(ms / 1000);
  const nf = new Intl.NumberFormat(LANG_META[lang].intl, { minimumIntegerDigits: 2 });
  return `${new Intl.NumberFormat(LANG_META[lang].intl).format(Math.floor(seconds / 60))}:${nf.format(seconds % 60)}`;
};

/** What one message shows, by kind: text, a location card, an image, a video, a voice note or a file. */
export function MessageBody({ message, lang }: { message: Pick<ChatMessage, 'content' | 'file'>; lang: Lang }) {
  const { t } = useChatT({ lng: lang });
  const { content, file } = message;
  const coords = new Intl.NumberFormat(LANG_META[lang].intl, { maximumFractionDigits: 5 });
  switch (content.kind) {
    case 'text':
      return <p className="ch-message__text" dir="auto"><Linkified text={content.text} /></p>;
    case 'location': {
      const { latitude: lat, longitude: lon } = content;
      return (
        <div className="ch-card">
          <span className="ch-card__title">{t('message.location')}</span>
          <bdi dir="ltr">{coords.format(lat)}, {coords.format(lon)}</bdi>
          <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`} target="_blank" rel="noopener noreferrer">
            {t('message.openMap')}
          </a>
        </div>
      );
    }
    default:
      if (!file) return null;
      if (content.kind === 'photo') {
        return (
          <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t('message.openPhoto', { name: file.name })}>
            <img className="ch-media" src={file.url} alt={file.name} />
          </a>
        );
      }
      if (content.kind === 'video') return <video className="ch-media" src={file.url} controls preload="metadata" aria-label={file.name} />;
      if (content.kind === 'voice') {
        const label = t('message.voice', { duration: formatDuration(content.durationMs, lang) });
        return (
          <div className="ch-card">
            <span className="ch-card__title">{label}</span>
            <audio src={file.url} controls preload="metadata" aria-label={label} />
          </div>
        );
      }
      return (
        <a className="ch-card" href={file.url} download={file.name}>
          {t('message.download', { name: file.name, size: formatFileSize(file.size, lang) })}
        </a>
      );
  }
}
