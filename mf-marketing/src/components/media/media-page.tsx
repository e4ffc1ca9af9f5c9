import type { MediaKind } from '../../api/get-media';
import { useMk } from '../../locales';
import { TitledPage } from '../titled-page';
import { MediaList } from './media-list';

/** A list of recordings of one kind: videos or audios. */
export function MediaPage({ kind }: { kind: MediaKind }) {
  const { t } = useMk();
  return (
    <TitledPage title={t(`media.${kind}sTitle`)} lead={t(`media.${kind}sLead`)}>
      <MediaList kind={kind} />
    </TitledPage>
  );
}
