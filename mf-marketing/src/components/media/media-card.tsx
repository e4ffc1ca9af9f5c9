import { formatDate, formatNumber, useLang } from '@site/shared/i18n';
import type { MediaItem } from '@site/shared/types';
import { useMk } from '../../locales';
import './media.css';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** Native players: keyboard, captions and screen-reader controls come with them. */
export function MediaCard({ item }: { item: MediaItem }) {
  const { t } = useMk();
  const lang = useLang();
  const titleId = `mk-media-${item.id}`;
  return (
    <article className="mk-card mk-media" aria-labelledby={titleId}>
      {item.kind === 'video' ? (
        <video
          className="mk-media__video"
          controls
          preload="metadata"
          poster={item.poster ?? undefined}
          aria-labelledby={titleId}
          width={640}
          height={360}
        >
          <source src={item.src} type={item.mimeType} />
          {item.captionsSrc ? (
            <track kind="captions" src={item.captionsSrc} srcLang={lang} label={t('media.captions')} default />
          ) : null}
          {t('media.unsupported')}
        </video>
      ) : null}
      <h2 className="mk-media__title" id={titleId}>{item.title}</h2>
      <p className="mk-muted">
        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, lang)}</time>
        {' · '}
        {t('media.minutes', { value: formatNumber(minutes(item.durationSeconds), lang) })}
      </p>
      <p>{item.description}</p>
      {item.kind === 'audio' ? (
        <audio className="mk-media__audio" controls preload="metadata" aria-labelledby={titleId}>
          <source src={item.src} type={item.mimeType} />
          {t('media.unsupported')}
        </audio>
      ) : null}
    </article>
  );
}
