import { useState } from 'react';
import { useLang } from '@site/shared/i18n';
import type { UploadedFile } from '@site/shared/types';
import { formatFileSize } from '@site/shared/uploads';
import { usePortalT } from '../../../locales';
import { ModalDialog } from '../../../components/modal-dialog';

const isImage = (file: UploadedFile) => file.type.startsWith('image/');

/** A message's files: images as thumbnails that open in a viewer, other files as download links with their size. */
export function AttachmentList({ files }: { files: UploadedFile[] }) {
  const { t } = usePortalT();
  const lang = useLang();
  const [viewing, setViewing] = useState<UploadedFile | null>(null);
  if (files.length === 0) return null;
  const images = files.filter(isImage);
  const others = files.filter((file) => !isImage(file));
  return (
    <div className="pt-attachments">
      {images.length > 0 && (
        <ul className="pt-thumbs" aria-label={t('tickets.attachments.images')}>
          {images.map((file) => (
            <li key={file.id}>
              <button type="button" className="pt-thumb" onClick={() => setViewing(file)} aria-label={t('tickets.attachments.view', { name: file.name })}>
                <img src={file.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul className="pt-downloads" aria-label={t('tickets.attachments.files')}>
          {others.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name}>
                <bdi>{file.name}</bdi>
              </a>{' '}
              <span className="pt-muted">({formatFileSize(file.size, lang)})</span>
            </li>
          ))}
        </ul>
      )}
      <ModalDialog open={viewing !== null} onClose={() => setViewing(null)} label={viewing?.name ?? ''} className="pt-viewer">
        {viewing && (
          <figure className="pt-viewer-figure">
            <img src={viewing.url} alt={viewing.name} />
            <figcaption className="pt-actions">
              <bdi>{viewing.name}</bdi>
              <a href={viewing.url} download={viewing.name}>{t('tickets.attachments.download')}</a>
              <button type="button" className="ui-btn ui-btn--secondary ui-btn--sm" onClick={() => setViewing(null)} autoFocus>
                {t('common.close')}
              </button>
            </figcaption>
          </figure>
        )}
      </ModalDialog>
    </div>
  );
}
