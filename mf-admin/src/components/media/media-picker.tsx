import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MediaAsset } from '@site/shared/media';
import { Button, Skeleton } from '@site/shared/ui/core';
import { useAdminT } from '../../locales';
import { useMediaList } from '../../lib/media-api';
import { MediaGrid } from './media-grid';
import { MediaUploadForm } from './media-upload-form';
import './media.css';

/** The library's images in a modal dialog (focus kept inside, Escape closes), with an upload form. */
function PickerDialog({ onPick, close, headingId }: { onPick: (asset: MediaAsset) => void; close: () => void; headingId: string }) {
  const { t } = useAdminT();
  const list = useMediaList();
  const pick = (asset: MediaAsset) => {
    onPick(asset);
    close();
  };
  return (
    <>
      <h2 id={headingId}>{t('media.picker.heading')}</h2>
      <MediaUploadForm onAdded={(asset) => pick(asset)} />
      {list.data ? <MediaGrid items={list.data.items.filter((a) => a.kind === 'image')} onPick={pick} label={t('media.listLabel')} /> : <Skeleton lines={3} />}
      <Button variant="ghost" onClick={close}>{t('media.picker.close')}</Button>
    </>
  );
}

/** A button that opens the picker; `onPick` gets the chosen (or just uploaded) image. */
export function MediaPickerButton({ onPick, label }: { onPick: (asset: MediaAsset) => void; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // The library is asked for only once the dialog opens.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>{label}</Button>
      {/*
        Under <body>, not inside the editor's <form> (forms cannot nest); React still bubbles events
        along its own tree, so the upload form's submit stops here instead of saving the draft.
      */}
      {createPortal(
        <dialog ref={dialog} className="ad-media-dialog ad-root" aria-labelledby={headingId} onClose={() => setOpen(false)} onSubmit={(event) => event.stopPropagation()}>
          {open && <PickerDialog onPick={onPick} close={close} headingId={headingId} />}
        </dialog>,
        document.body,
      )}
    </>
  );
}
