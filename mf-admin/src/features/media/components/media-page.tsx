import { Skeleton } from '@site/shared/ui/core';
import { SectionPage } from '../../../components/section-page';
import { useAdminT } from '../../../locales';
import { useMediaList } from '../../../lib/media-api';
import { MediaGrid } from '../../../components/media/media-grid';
import { MediaUploadForm } from '../../../components/media/media-upload-form';

/** /admin/media: upload images, audio and video with alt text, and see the library. */
export function MediaPage() {
  return <SectionPage section="media">{() => <Library />}</SectionPage>;
}

function Library() {
  const { t } = useAdminT();
  const list = useMediaList();
  return (
    <>
      <MediaUploadForm onAdded={() => list.mutate()} />
      <div aria-live="polite" aria-busy={list.isLoading}>
        {list.data ? <MediaGrid items={list.data.items} label={t('media.listLabel')} /> : <Skeleton lines={4} />}
      </div>
    </>
  );
}
