import { useId, useState, type DragEvent } from 'react';
import { useLang } from '@site/shared/i18n';
import { acceptAttribute, formatFileSize, formatTypeList, policyFor } from '@site/shared/uploads';
import { usePortalT } from '../../../locales';
import type { Attachments, PendingFile } from '../hooks/use-attachments';
import { counted } from './ticket-format';

const PURPOSE = 'ticket-attachment';

function FileRow({ item, onRemove, onRetry }: { item: PendingFile; onRemove: () => void; onRetry: () => void }) {
  const { t } = usePortalT();
  const lang = useLang();
  const name = item.file.name;
  return (
    <li className={`pt-file pt-file--${item.state}`}>
      {item.preview ? <img className="pt-file-thumb" src={item.preview} alt="" /> : <span className="pt-file-thumb pt-file-icon" aria-hidden="true">📄</span>}
      <div className="pt-file-info">
        <bdi className="pt-file-name">{name}</bdi>
        <span className="pt-muted">{formatFileSize(item.file.size, lang)}</span>
        {item.state === 'uploading' && (
          <progress className="pt-file-progress" max={1} value={item.progress} aria-label={t('tickets.attachments.progress', { name })} />
        )}
        {item.state === 'done' && <span className="pt-file-ok">{t('tickets.attachments.uploaded')}</span>}
        {item.error && <span className="pt-field-error">{item.error}</span>}
      </div>
      <div className="pt-actions">
        {item.state === 'failed' && (
          <button type="button" className="ui-btn ui-btn--secondary ui-btn--sm" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        <button type="button" className="ui-btn ui-btn--ghost ui-btn--sm" onClick={onRemove} aria-label={t('tickets.attachments.remove', { name })}>
          {t('tickets.attachments.removeShort')}
        </button>
      </div>
    </li>
  );
}

/**
 * Drop files here or choose them: each file is checked at once (type and size), previewed when
 * it is an image and uploaded with its own progress; refusals show next to the file.
 */
export function AttachmentPicker({ attachments, max }: { attachments: Attachments; max: number }) {
  const { t } = usePortalT();
  const lang = useLang();
  const id = useId();
  const [over, setOver] = useState(false);
  const policy = policyFor(PURPOSE);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    attachments.add(Array.from(event.dataTransfer.files));
  };
  return (
    <div className="pt-attach">
      <div
        className={over ? 'pt-dropzone pt-dropzone--over' : 'pt-dropzone'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="dropzone"
      >
        <p className="pt-dropzone-text">{t('tickets.attachments.drop')}</p>
        <label className="ui-btn ui-btn--secondary ui-btn--sm pt-file-choose">
          {t('tickets.attachments.choose')}
          <input
            type="file"
            multiple
            className="ui-visually-hidden"
            accept={acceptAttribute(PURPOSE)}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              attachments.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
        <p id={`${id}-hint`} className="pt-muted">
          {t('tickets.attachments.hint', { types: formatTypeList(policy.types, lang), size: formatFileSize(policy.maxBytes, lang), ...counted(max, lang) })}
        </p>
      </div>
      {attachments.items.length > 0 && (
        <ul className="pt-files" aria-label={t('tickets.attachments.chosen')} aria-live="polite">
          {attachments.items.map((item) => (
            <FileRow key={item.key} item={item} onRemove={() => attachments.remove(item.key)} onRetry={() => attachments.retry(item.key)} />
          ))}
        </ul>
      )}
    </div>
  );
}
