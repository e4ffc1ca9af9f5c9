import { i18n } from '@site/shared/i18n';
import type { UploadedFile } from '@site/shared/types';
import type { UploadPurpose } from '@site/shared/uploads';
// The API client by its public name: one copy of it (and of ApiError) on the page. Uploads are a
// subpath of their own so pages that never upload do not load this.
import { ApiError, buildHeaders, buildUrl, newIdempotencyKey, reportApiError, retriesFor, retrySettings, shouldRetryStatus, wait } from '@site/shared/api';

export interface UploadFileOptions {
  /** Bytes sent so far and the total, for a progress bar. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** No toast or error screen: the caller shows the per-file error (`error.message`). */
  silent?: boolean;
  /** Extra headers, e.g. the chat visitor's own `Authorization` where there is no session. */
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

function send(url: string, form: FormData, headers: Record<string, string>, options: UploadFileOptions): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // Not JSON (a proxy's error page): keep the text.
      }
      resolve({ status: xhr.status, body });
    };
    // No answer at all (network down): null, retried like any write.
    xhr.onerror = () => resolve(null);
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal?.aborted) return xhr.abort();
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /api/uploads with the API client's headers, retry rule and error handling, plus upload
 * progress (which fetch cannot report). `purpose` goes before the file, as the API streams the
 * file against that purpose's policy. Resolves with the stored file; throws `ApiError` with the
 * server's translated refusal (size limit, type not allowed).
 */
export async function uploadFile(file: Blob, purpose: UploadPurpose, options: UploadFileOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file instanceof File ? file.name : 'file');
  const url = buildUrl('/uploads');
  const headers = { ...buildHeaders(form, { headers: options.headers }, url), 'Idempotency-Key': newIdempotencyKey() };
  const report = { silent: options.silent, sentToken: 'Authorization' in headers };
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send(url, form, headers, options);
    if (answer && answer.status >= 200 && answer.status < 300) return answer.body as UploadedFile;
    if (attempt < retriesFor('POST') && (!answer || shouldRetryStatus(answer.status))) {
      await wait(retrySettings.delayMs);
      continue;
    }
    const failure = new ApiError(answer?.status ?? 0, answer?.body ?? null, i18n.t('errors.generic', { ns: 'common' }));
    reportApiError(failure, report);
    throw failure;
  }
}
