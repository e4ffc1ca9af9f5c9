import { useEffect, useRef, useState } from 'react';
import { errorText } from '@site/shared/api';
import { uploadFile } from '@site/shared/api/upload';
import { formatNumber, formTextsReady, i18n, useLang } from '@site/shared/i18n';
import { JOIN_LIMITS } from '@site/shared/listings/core';
import { checkFile, checkFileBytes, type UploadProblem } from '@site/shared/uploads';
import { useGroupsT } from '../../../locales';

const PURPOSE = 'join-request-image';

export interface JoinImage {
  key: string;
  name: string;
  preview: string | null;
  /** 0 to 1 while sending. */
  progress: number;
  id: string | null;
  /** Why the browser or the API refused it, in the page language. */
  error: string | null;
}

/**
 * An image as the hook keeps it: a refusal the browser found is kept as the problem and put into
 * words when shown, since the upload texts may arrive (in their own chunk) after the file was picked.
 */
type Chosen = Omit<JoinImage, 'error'> & { error: string | null; refusal: UploadProblem | null };

const refused = (image: Chosen) => image.error !== null || image.refusal !== null;

let seq = 0;

/**
 * Images for a join request: checked in the browser against the join-request-image upload
 * policy (its types and size) and the count of JOIN_LIMITS, then sent at once with their own
 * progress. The API checks the bytes again; a refusal shows against the file.
 */
export function useJoinImages() {
  const { t } = useGroupsT();
  const lang = useLang();
  const [images, setImages] = useState<Chosen[]>([]);
  // Shown again once the upload texts are in: a refusal picked before then reads as a sentence.
  const [, setTextsIn] = useState(false);
  useEffect(() => {
    let alive = true;
    void formTextsReady().then(() => alive && setTextsIn(true));
    return () => {
      alive = false;
    };
  }, []);
  const aborts = useRef(new Map<string, AbortController>());
  const accepted = useRef(0);
  // Keys still chosen: a byte check that ends after its image was removed does nothing.
  const present = useRef(new Set<string>());
  const set = (key: string, change: Partial<Chosen>) => setImages((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const refusal = (problem: UploadProblem) => i18n.t(problem.code, { ns: 'uploads', ...problem.params });

  const upload = (key: string, file: File) => {
    const abort = new AbortController();
    aborts.current.set(key, abort);
    uploadFile(file, PURPOSE, { silent: true, signal: abort.signal, onProgress: (loaded, total) => set(key, { progress: total ? loaded / total : 0 }) })
      .then((uploaded) => set(key, { id: uploaded.id, progress: 1 }))
      .catch((failure: unknown) => {
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        accepted.current -= 1;
        set(key, { error: errorText(failure, t('join.uploadFailed')).message });
      });
  };

  /** Refuses what the browser can tell (size, type, count, then the first bytes); sends the rest. */
  const add = (files: Iterable<File>) => {
    for (const file of files) {
      const key = `img${(seq += 1)}`;
      const problem = checkFile(file, PURPOSE, lang);
      const full = !problem && accepted.current >= JOIN_LIMITS.images;
      const error = full ? t('join.tooMany', { max: formatNumber(JOIN_LIMITS.images, lang) }) : null;
      setImages((all) => [...all, { key, name: file.name, preview: null, progress: 0, id: null, error, refusal: problem }]);
      present.current.add(key);
      if (problem || error) continue;
      // Counted now, so the eleventh file is refused however long the byte checks take.
      accepted.current += 1;
      void checkFileBytes(file, PURPOSE, lang).then((mismatch) => {
        if (!present.current.has(key)) return;
        if (mismatch) {
          accepted.current -= 1;
          return set(key, { refusal: mismatch });
        }
        set(key, { preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null });
        upload(key, file);
      });
    }
  };

  const remove = (key: string) => {
    present.current.delete(key);
    aborts.current.get(key)?.abort();
    setImages((all) => {
      const gone = all.find((i) => i.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      if (gone && !refused(gone)) accepted.current -= 1;
      return all.filter((i) => i.key !== key);
    });
  };

  useEffect(() => () => aborts.current.forEach((a) => a.abort()), []);

  return {
    images: images.map(({ refusal: problem, ...image }): JoinImage => ({ ...image, error: problem ? refusal(problem) : image.error })),
    add,
    remove,
    ids: images.flatMap((i) => (i.id && !refused(i) ? [i.id] : [])),
    busy: images.some((i) => !refused(i) && !i.id),
  };
}
