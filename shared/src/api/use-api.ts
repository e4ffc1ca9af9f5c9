import { useTranslation } from 'react-i18next';
import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import { i18n } from '@site/shared/i18n';
import type { Lang } from '../types';
import { request, type RequestOptions } from './client';
import type { ApiError } from './errors';

/** SWR key of a GET: the language is part of it, so a language switch refetches. */
export type ApiKey = readonly [path: string, lang: Lang];

export const apiKey = (path: string, lang: Lang): ApiKey => [path, lang];

export interface UseApiOptions<T> extends SWRConfiguration<T, ApiError> {
  request?: Pick<RequestOptions, 'silent' | 'headers'>;
}

/**
 * GET through the API client with SWR. SWR's own error retries are off: SPEC 7 allows
 * no retries of idempotent calls, and each retry would toast the error again.
 */
export function useApi<T>(path: string | null, options: UseApiOptions<T> = {}): SWRResponse<T, ApiError> {
  const { request: requestOptions, ...swr } = options;
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const lang: Lang = instance.language === 'ar' ? 'ar' : 'en';
  return useSWR<T, ApiError, ApiKey | null>(
    path ? apiKey(path, lang) : null,
    ([p, l]: ApiKey) => request<T>('GET', p, undefined, { ...requestOptions, lang: l }),
    { shouldRetryOnError: false, revalidateOnFocus: false, ...swr },
  );
}

/** Revalidates every cached GET whose path starts with `prefix` (after a write), in any language. */
export function revalidateApi(prefix: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(prefix));
}
