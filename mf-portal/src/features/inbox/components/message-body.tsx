import type { ChatMessage } from '@site/shared/chat';
import { useLang } from '@site/shared/i18n';
import { formatFileSize } from '@site/shared/uploads';
import { usePortalT } from '../../../locales';
import { clock, mapLink } from './chat-format';

/** What a message carries, shown the way its kind is used: text, a map link, a picture, a player or a download. */
export function MessageBody({ message }: { message: ChatMessage }) {
  const { t } = usePortalT();
  const lang = useLang();
  const { content, file } = message;
  if (content.kind === 'text') return <p dir="auto" className="ib-message-text">{content.text}</p>;
  if (content.kind === 'location') {
    return (
      <p className="ib-message-text">
        {t('inbox.kinds.location')}: <bdi dir="ltr">{content.latitude.toFixed(5)}, {content.longitude.toFixed(5)}</bdi>{' '}
        <a href={mapLink(content.latitude, content.longitude)} target="_blank" rel="noreferrer noopener">{t('inbox.openMap')}</a>
      </p>
    );
  }
  if (!file) return <p className="ib-message-text">{t(`inbox.kinds.${content.kind}`)}</p>;
  if (content.kind === 'photo') {
    return (
      <a href={file.url} target="_blank" rel="noreferrer noopener" className="ib-photo">
        <img src={file.url} alt={file.name} loading="lazy" />
      </a>
    );
  }
  if (content.kind === 'video') return <video className="ib-video" controls preload="metadata" src={file.url} aria-label={file.name} />;
  if (content.kind === 'voice') {
    return (
      <p className="ib-message-text">
        <audio controls preload="metadata" src={file.url} aria-label={`${t('inbox.kinds.voice')} ${clock(content.durationMs)}`} />{' '}
        <span className="pt-muted">{clock(content.durationMs)}</span>
      </p>
    );
  }
  return (
    <p className="ib-message-text">
      <a href={file.url} download={file.name}>
        <bdi>{file.name}</bdi>
      </a>{' '}
      <span className="pt-muted">({formatFileSize(file.size, lang)})</span>
    </p>
  );
}
