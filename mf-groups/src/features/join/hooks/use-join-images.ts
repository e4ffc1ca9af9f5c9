import { useEffect, useRef, useState } from 'react';
import { errorText, uploadFile } from '@site/shared/api';
import { i18n, useLang } from '@site/shared/i18n';
import { JOIN_LIMITS } from '@site/shared/listings';
import { checkFile } from '@site/shared/uploads';
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

let seq = 0;

/**
 * Images for a join request: checked in the browser against the join-request-image policy
 * (JPG or PNG, 2 MB) and the count of 10, then sent at once with their own progress. The API
 * checks the bytes again; a refusal shows against the file.
 */
export function useJoinImages() {
  const { t } = useGroupsT();
  const lang = useLang();
  const [images, setImages] = useState<JoinImage[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const accepted = useRef(0);
  const set = (key: string, change: Partial<JoinImage>) => setImages((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const add = (files: Iterable<File>) => {
    for (const file of files) {
      const key = `img${(seq += 1)}`;
      const problem = checkFile(file, PURPOSE, lang);
      const full = !problem && accepted.current >= JOIN_LIMITS.images;
      const error = problem ? i18n.t(problem.code, { ns: 'uploads', ...problem.params }) : full ? t('join.tooMany', { max: JOIN_LIMITS.images }) : null;
      const preview = error || typeof URL.createObjectURL !== 'function' ? null : URL.createObjectURL(file);
      setImages((all) => [...all, { key, name: file.name, preview, progress: 0, id: null, error }]);
      if (error) continue;
      accepted.current += 1;
      const abort = new AbortController();
      aborts.current.set(key, abort);
      uploadFile(file, PURPOSE, { silent: true, signal: abort.signal, onProgress: (loaded, total) => set(key, { progress: total ? loaded / total : 0 }) })
        .then((uploaded) => set(key, { id: uploaded.id, progress: 1 }))
        .catch((failure: unknown) => {
          if (failure instanceof DOMException && failure.name === 'AbortError') return;
          accepted.current -= 1;
          set(key, { error: errorText(failure, t('join.uploadFailed')).message });
        });
    }
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    setImages((all) => {
      const gone = all.find((i) => i.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      if (gone && !gone.error) accepted.current -= 1;
      return all.filter((i) => i.key !== key);
    });
  };

  useEffect(() => () => aborts.current.forEach((a) => a.abort()), []);

  return {
    images,
    add,
    remove,
    ids: images.flatMap((i) => (i.id && !i.error ? [i.id] : [])),
    busy: images.some((i) => !i.error && !i.id),
  };
}
