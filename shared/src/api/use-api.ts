import { createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type Cache, type SWRConfiguration } from 'swr';
import { i18n, useTranslation } from '@site/shared/i18n';
import { seedFor, seedOnArrival } from '@site/shared/ssr/seed';
import { toLang, type Lang } from '../lang';
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

/**
 * swr as the site uses it. A failed GET is not retried (the client never retries idempotent
 * calls, and each retry would toast again); no asking again on focus or reconnect. One request
 * per key at a time and none again within 2 s of the last answer are swr's own deduping.
 */
const SWR_OPTIONS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const satisfies SWRConfiguration;

type CacheMutator = ReturnType<typeof useSWRConfig>['mutate'];
/** Every swr cache the hooks use (the page's one; tests make one per render), with its mutate. */
const caches = new Map<Cache, CacheMutator>();
/** The mounted hooks' way to ask again, by key, with their cache: what `revalidateApi` reaches. */
const shown = new Map<string, Set<{ cache: Cache; ask: () => Promise<unknown> }>>();

/**
 * GET through the API client, cached per language and path by swr. The page's data (embedded in
 * a server-rendered page, or fetched for a navigation as its payload file) is swr's fallback for
 * the hook, so hydration and navigation ask nothing again; on the server it is the only data there
 * is. A hook that stays mounted across navigation (the shell's chrome) keeps that answer for the
 * same key: the page's data stops applying after the navigation, and nothing would fetch it again.
 */
export function useApi<T>(path: string | null, options: UseApiOptions = {}): ApiResponse<T> {
  const { request: requestOptions, keepPreviousData = false } = options;
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const lang = toLang(instance.language);
  const key = path ? apiKey(path, lang) : null;
  const fresh = path ? (seedFor(path, lang) as T | undefined) : undefined;
  // The answer the page was rendered with, as first seen by this hook.
  const [kept] = useState(() => ({ key, seed: fresh }));
  const seed = fresh ?? (kept.key === key ? kept.seed : undefined);

  const optionsRef = useRef(requestOptions);
  optionsRef.current = requestOptions;
  const fetcher = async (): Promise<T> => {
    if (!path) throw new Error('no path');
    // A navigation's payload file on its way carries this answer: one request for the page.
    const arriving = seedOnArrival(path, lang);
    const answer = arriving ? ((await arriving) as T | undefined) : undefined;
    return answer !== undefined ? answer : request<T>('GET', path, undefined, { ...optionsRef.current, lang });
  };
  const { cache, mutate: cacheMutate } = useSWRConfig();
  const cached = key !== null && cache.get(key)?.data !== undefined;
  const swr = useSWR<T, ApiError>(key, fetcher, {
    ...SWR_OPTIONS,
    fallbackData: seed,
    keepPreviousData,
    // With the page's answer and no older one cached, the first mount does not ask. An older one
    // (a page seen earlier) is replaced: the fetcher then answers with the page's data.
    ...(seed !== undefined && !cached ? { revalidateOnMount: false } : {}),
  });

  const { mutate: swrMutate } = swr;
  useEffect(() => {
    caches.set(cache, cacheMutate);
    if (!key) return undefined;
    const hook = { cache, ask: () => swrMutate() };
    const set = shown.get(key) ?? new Set();
    set.add(hook);
    shown.set(key, set);
    return () => {
      set.delete(hook);
      if (set.size === 0) shown.delete(key);
    };
  }, [key, swrMutate, cache, cacheMutate]);

  const mutate = useCallback(
    async (next?: T) => {
      await (next !== undefined ? swrMutate(next, { revalidate: false }) : swrMutate());
    },
    [swrMutate],
  );
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, isValidating: swr.isValidating, mutate };
}

/** Puts a written answer in place for `path` in the page's language (a command returned the new state), without asking. */
export function usePutApi() {
  const { mutate } = useSWRConfig();
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const lang = toLang(instance.language);
  return useCallback(<T,>(path: string, data: T) => mutate(apiKey(path, lang), data, { revalidate: false }), [mutate, lang]);
}

/**
 * After a write: every GET whose path starts with `prefix`, in any language, is asked again where a
 * hook shows it and is asked again (not deduped) when next shown. swr's mutate with a filter
 * reaches the answers in its cache; a shown answer that is only the page's data is not in it, so
 * its hook is asked directly.
 */
export function revalidateApi(prefix: string): Promise<unknown> {
  const matches = (key: unknown) => typeof key === 'string' && key.slice(key.indexOf(' ') + 1).startsWith(prefix);
  const runs: Promise<unknown>[] = [...caches.values()].map((mutate) => mutate(matches));
  for (const [key, hooks] of shown) {
    if (!matches(key)) continue;
    const pageDataOnly = [...hooks].find((hook) => hook.cache.get(key)?.data === undefined);
    if (pageDataOnly) runs.push(pageDataOnly.ask());
  }
  return Promise.all(runs);
}

/** swr with the site's options and a cache of its own for what it holds (tests render each case with a fresh one). */
export function ApiCacheProvider({ children, dedupeMs = 0 }: { children: ReactNode; dedupeMs?: number }) {
  const [store] = useState(() => new Map() as Cache);
  const [value] = useState<SWRConfiguration>(() => ({ dedupingInterval: dedupeMs, provider: () => store }));
  // Once the provider is gone (its app unmounted), swr has let go of the cache: `revalidateApi`
  // would throw on it, and on every live cache after it.
  useEffect(() => () => void caches.delete(store), [store]);
  return createElement(SWRConfig, { value }, children);
}
