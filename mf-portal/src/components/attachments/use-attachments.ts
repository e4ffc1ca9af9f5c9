import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '@site/shared/api';
import { uploadFile } from '@site/shared/api/upload';
import { i18n, useLang } from '@site/shared/i18n';
import type { UploadedFile } from '@site/shared/types';
import { type UploadPurpose, checkFile } from '@site/shared/uploads';
import { counted } from '../../lib/counted';
import { usePortalT } from '../../locales';
import { showFailure } from '../failure-toast';

export interface AttachmentOptions {
  /** The upload policy the files are checked against and sent under. */
  purpose?: UploadPurpose;
  upload?: typeof uploadFile;
  /** Called once a file has arrived; the chat sends it as a message from here. */
  onUploaded?: (key: string, uploaded: UploadedFile) => void;
}

export interface PendingFile {
  key: string;
  file: File;
  /** An object URL for images, shown as a thumbnail. */
  preview: string | null;
  /** 0 to 1 while sending. */
  progress: number;
  state: 'uploading' | 'done' | 'refused' | 'failed';
  /** Why it was refused (type, size, count) or failed, in the page language. */
  error: string | null;
  uploaded: UploadedFile | null;
}

const isBusy = (item: PendingFile) => item.state === 'uploading';
let seq = 0;

/**
 * Files chosen for a ticket or a reply: each is checked in the browser first (type and size of
 * the purpose's policy, ticket attachments by default, and the count), then sent to the upload
 * service at once with its own progress; the form submits the ids of those that arrived.
 */
export function useAttachments(max: number, { purpose = 'ticket-attachment', upload = uploadFile, onUploaded }: AttachmentOptions = {}) {
  const { t } = usePortalT();
  const lang = useLang();
  const [items, setItems] = useState<PendingFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const count = useRef(0);
  // The latest callback: an upload started in an earlier render still reports to the current one.
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;

  const patch = (key: string, change: Partial<PendingFile>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { state: 'uploading', progress: 0, error: null });
    upload(file, purpose, {
      silent: true,
      signal: controller.signal,
      onProgress: (loaded, total) => patch(key, { progress: total > 0 ? loaded / total : 0 }),
    })
      .then((uploaded) => {
        patch(key, { state: 'done', progress: 1, uploaded });
        toast.success(t('toasts.fileUploaded'));
        uploadedRef.current?.(key, uploaded);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const { status, message } = errorText(error, t('tickets.failed.upload'));
        // 413, 415: the file itself is refused; trying again cannot help.
        const refused = status === 413 || status === 415 || status === 422;
        patch(key, { state: refused ? 'refused' : 'failed', error: message });
        if (!refused) showFailure(t('tickets.failed.upload'), error, () => send(key, file));
      })
      .finally(() => controllers.current.delete(key));
  };

  const add = (files: Iterable<File>) => {
    for (const file of files) {
      const key = `f${(seq += 1)}`;
      const problem = checkFile(file, purpose, lang);
      const tooMany = !problem && count.current >= max;
      const error = problem
        ? i18n.t(problem.code, { ns: 'uploads', ...problem.params })
        : tooMany ? t('tickets.attachments.tooMany', counted(max, lang)) : null;
      const preview = !error && file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      if (!error) count.current += 1;
      setItems((list) => [...list, { key, file, preview, progress: 0, state: error ? 'refused' : 'uploading', error, uploaded: null }]);
      if (!error) send(key, file);
    }
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => {
      const gone = list.find((item) => item.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      if (gone && gone.state !== 'refused') count.current -= 1;
      return list.filter((item) => item.key !== key);
    });
  };

  const retry = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (item) send(key, item.file);
  };

  const clear = () => {
    for (const item of items) if (item.preview) URL.revokeObjectURL(item.preview);
    controllers.current.forEach((controller) => controller.abort());
    count.current = 0;
    setItems([]);
  };

  // Stop uploads and free thumbnails when the form goes away.
  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  return {
    items,
    add,
    remove,
    retry,
    clear,
    ids: items.flatMap((item) => (item.uploaded ? [item.uploaded.id] : [])),
    uploading: items.some(isBusy),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
