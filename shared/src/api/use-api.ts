import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { i18n, useTranslation } from '@site/shared/i18n';
import { seedFor } from '@site/shared/ssr/seed';
import { toLang, type Lang } from '../lang';
import { ApiCache, useApiCache } from './api-cache';
import { request, type RequestOptions } from './client';
import type { ApiError } from './errors';

/** Cache key of a GET: the language is part of it, so a language switch asks again. */
export type ApiKey = `${Lang} ${string}`;

export const apiKey = (path: string, lang: Lang): ApiKey => `${lang} ${path}`;

export interface UseApiOptions {
  request?: Pick<RequestOptions, 'silent' | 'headers'>;
  /** While a new key loads, show the previous key's answer (a list moving to its next page). */
  keepPreviousData?: boolean;
}

export interface ApiResponse<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** No answer for this key yet, and one is being asked for (true while `keepPreviousData` shows the last key's). */
  isLoading: boolean;
  /** A request for this key is under way (with or without an earlier answer). */
  isValidating: boolean;
  /** Asks again; with `data`, shows that answer instead, without asking. */
  mutate: (data?: T) => Promise<void>;
}

const noSubscription = () => () => undefined;

/**
 * GET through the API client, cached per language and path (`ApiCache`). A failed request is not
 * retried here: the client never retries idempotent calls, and each retry would toast again.
 * On a server-rendered page the answer the server rendered with is the hook's first data,
 * and it is not fetched again (on the server it is the only data there is). A hook that stays
 * mounted across navigation (the shell's chrome) keeps that answer for the same key: the
 * embedded data stops applying after the first navigation, and nothing would fetch it again.
 */
export function useApi<T>(path: string | null, options: UseApiOptions = {}): ApiResponse<T> {
  const { request: requestOptions, keepPreviousData = false } = options;
  const cache = useApiCache();
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const lang = toLang(instance.language);
  const key = path ? apiKey(path, lang) : null;
  const fresh = path ? (seedFor(path, lang) as T | undefined) : undefined;
  // The answer the page was rendered with, as first seen by this hook.
  const [kept] = useState(() => ({ key, seed: fresh }));
  const seed = fresh ?? (kept.key === key ? kept.seed : undefined);

  const optionsRef = useRef(requestOptions);
  optionsRef.current = requestOptions;
  const fetcher = useCallback(
    () => (path ? request<T>('GET', path, undefined, { ...optionsRef.current, lang }) : Promise.resolve(undefined)),
    [path, lang],
  );

  const subscribe = useCallback((listener: () => void) => (key ? cache.subscribe(key, listener) : noSubscription()), [cache, key]);
  const read = () => cache.read(key);
  const state = useSyncExternalStore(subscribe, read, read);

  const fromCache = state.data as T | undefined;
  // With a rendered answer and nothing newer, the first mount does not ask.
  const asks = key !== null && !(seed !== undefined && fromCache === undefined && state.error === undefined);
  useEffect(() => {
    if (key && asks) void cache.revalidate(key, fetcher);
  }, [cache, key, asks, fetcher]);

  const previous = useRef<T | undefined>(undefined);
  const own = fromCache ?? seed;
  const data = own ?? (keepPreviousData ? previous.current : undefined);
  if (data !== undefined) previous.current = data;

  const pending = asks && fromCache === undefined && state.error === undefined;
  const isValidating = state.validating || pending;
  const mutate = useCallback(
    async (next?: T) => {
      if (!key) return;
      if (next !== undefined) cache.set(key, next);
      else await cache.revalidate(key, fetcher, true);
    },
    [cache, key, fetcher],
  );
  return { data, error: state.error as ApiError | undefined, isLoading: isValidating && own === undefined, isValidating, mutate };
}

/** Asks again for every cached GET whose path starts with `prefix` (after a write), in any language. */
export function revalidateApi(prefix: string): Promise<unknown> {
  const matches = (key: string) => key.slice(key.indexOf(' ') + 1).startsWith(prefix);
  return Promise.all([...ApiCache.all()].map((cache) => cache.revalidateWhere(matches)));
}
