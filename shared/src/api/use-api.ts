import { useTranslation } from 'react-i18next';
import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import { i18n } from '@site/shared/i18n';
import { seedFor } from '@site/shared/ssr/seed';
import { toLang, type Lang } from '../lang';
import { request, type RequestOptions } from './client';
import type { ApiError } from './errors';

/** SWR key of a GET: the language is part of it, so a language switch refetches. */
export type ApiKey = readonly [path: string, lang: Lang];

export const apiKey = (path: string, lang: Lang): ApiKey => [path, lang];

export interface UseApiOptions<T> extends SWRConfiguration<T, ApiError> {
  request?: Pick<RequestOptions, 'silent' | 'headers'>;
}

/**
 * GET through the API client with SWR. SWR's own error retries are off: the client never
 * retries idempotent calls, and each retry would toast the error again.
 * On a server-rendered page the answer the server rendered with is the hook's first data,
 * and it is not fetched again (on the server it is the only data there is).
 */
export function useApi<T>(path: string | null, options: UseApiOptions<T> = {}): SWRResponse<T, ApiError> {
  const { request: requestOptions, ...swr } = options;
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const lang = toLang(instance.language);
  const seed = path ? (seedFor(path, lang) as T | undefined) : undefined;
  return useSWR<T, ApiError, ApiKey | null>(
    path ? apiKey(path, lang) : null,
    ([p, l]: ApiKey) => request<T>('GET', p, undefined, { ...requestOptions, lang: l }),
    { shouldRetryOnError: false, revalidateOnFocus: false, ...(seed === undefined ? {} : { fallbackData: seed, revalidateOnMount: false }), ...swr },
  );
}

/** Revalidates every cached GET whose path starts with `prefix` (after a write), in any language. */
export function revalidateApi(prefix: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(prefix));
}
