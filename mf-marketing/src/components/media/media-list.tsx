import { DataView, isEmptyList } from '../data-view';
import { useMk } from '../../locales';
import { useMedia, type MediaKind } from '../../api/get-media';
import { MediaCard } from './media-card';

/** On failure: 'Failed to load videos' (or audios) and a Retry that asks for it again. */
export function MediaList({ kind }: { kind: MediaKind }) {
  const { t } = useMk();
  const result = useMedia(kind);
  return (
    <DataView
      result={result}
      errorText={kind === 'video' ? t('media.videosFailed') : t('media.audiosFailed')}
      isEmpty={isEmptyList}
      emptyText={kind === 'video' ? t('media.noVideos') : t('media.noAudios')}
    >
      {(items) => (
        <ul className={`mk-grid mk-media-grid--${kind}`}>
          {items.map((item) => <li key={item.id}><MediaCard item={item} /></li>)}
        </ul>
      )}
    </DataView>
  );
}
