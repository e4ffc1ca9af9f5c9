import { PageHeader } from '../components/page-header';
import type { MediaKind } from '../features/media/api/get-media';
import { MediaList } from '../features/media/components/media-list';
import { useMk } from '../i18n';

function MediaPage({ kind }: { kind: MediaKind }) {
  const { t } = useMk();
  return (
    <div className="mk-page">
      <PageHeader
        title={kind === 'video' ? t('media.videosTitle') : t('media.audiosTitle')}
        lead={kind === 'video' ? t('media.videosLead') : t('media.audiosLead')}
      />
      <MediaList kind={kind} />
    </div>
  );
}

export const VideosPage = () => <MediaPage kind="video" />;
export const AudiosPage = () => <MediaPage kind="audio" />;
