import { TitledPage } from '../components/titled-page';
import type { MediaKind } from '../features/media/api/get-media';
import { MediaList } from '../features/media/components/media-list';
import { useMk } from '../locales';

function MediaPage({ kind }: { kind: MediaKind }) {
  const { t } = useMk();
  return (
    <TitledPage title={t(`media.${kind}sTitle`)} lead={t(`media.${kind}sLead`)}>
      <MediaList kind={kind} />
    </TitledPage>
  );
}

export const VideosPage = () => <MediaPage kind="video" />;
export const AudiosPage = () => <MediaPage kind="audio" />;
