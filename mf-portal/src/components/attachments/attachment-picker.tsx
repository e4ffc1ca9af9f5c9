import { useLang } from '@site/shared/i18n';
import { DropZone } from '@site/shared/ui/drop-zone';
import { type UploadPurpose, acceptAttribute, formatFileSize, formatTypeList, policyFor } from '@site/shared/uploads';
import { usePortalT } from '../../locales';
import { counted } from '../../lib/counted';
import type { Attachments, PendingFile } from './use-attachments';
import './attachment-picker.css';

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
interface AttachmentPickerProps {
  attachments: Attachments;
  max: number;
  /** The upload policy, as given to useAttachments; ticket attachments by default. */
  purpose?: UploadPurpose;
  /** Replaces the ticket form's hint (types, size, count) where another rule applies. */
  hint?: string;
  /** Names the file input when the drop zone's own texts do not say what it is for. */
  label?: string;
}

export function AttachmentPicker({ attachments, max, purpose = 'ticket-attachment', hint, label }: AttachmentPickerProps) {
  const { t } = usePortalT();
  const lang = useLang();
  const policy = policyFor(purpose);
  return (
    <div className="pt-attach">
      <DropZone
        onFiles={attachments.add}
        accept={acceptAttribute(purpose)}
        drop={t('tickets.attachments.drop')}
        choose={t('tickets.attachments.choose')}
        aria-label={label}
        hint={hint ?? t('tickets.attachments.hint', { types: formatTypeList(policy.types, lang), size: formatFileSize(policy.maxBytes, lang), ...counted(max, lang) })}
      />
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
