import { createContext, createElement, useContext, useState, type ReactNode } from 'react';

/** What a hook sees of one GET: its answer, its failure, and whether a request is under way. */
export interface CacheState {
  data?: unknown;
  error?: unknown;
  validating: boolean;
}

interface Entry {
  state: CacheState;
  listeners: Set<() => void>;
  /** How to ask again: the last fetcher a mounted hook gave for this key. */
  fetcher?: () => Promise<unknown>;
  inFlight?: Promise<void>;
  fetchedAt: number;
}

const IDLE: CacheState = { validating: false };
const caches = new Set<ApiCache>();

/**
 * The answers of GET requests by key (language and path), shared by every hook that asks for
 * the same key: one request at a time per key, and none again within `dedupeMs` of the last
 * answer. A key keeps its last answer while it is asked again (stale while revalidate).
 */
export class ApiCache {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly dedupeMs = 2000) {
    caches.add(this);
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: IDLE, listeners: new Set(), fetchedAt: 0 };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private update(entry: Entry, change: Partial<CacheState>) {
    entry.state = { ...entry.state, ...change };
    for (const listener of [...entry.listeners]) listener();
  }

  read(key: string | null): CacheState {
    return key === null ? IDLE : (this.entries.get(key)?.state ?? IDLE);
  }

  subscribe(key: string, listener: () => void): () => void {
    const { listeners } = this.entry(key);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Asks for `key` unless a request is under way or the answer is fresher than `dedupeMs` (`force` skips the latter). */
  revalidate(key: string, fetcher: () => Promise<unknown>, force = false): Promise<void> {
    const entry = this.entry(key);
    entry.fetcher = fetcher;
    if (entry.inFlight) return entry.inFlight;
    if (!force && entry.fetchedAt && Date.now() - entry.fetchedAt < this.dedupeMs) return Promise.resolve();
    this.update(entry, { validating: true });
    const run = fetcher().then(
      (data) => this.update(entry, { data, error: undefined, validating: false }),
      (error: unknown) => this.update(entry, { error, validating: false }),
    );
    entry.inFlight = run.finally(() => {
      entry.inFlight = undefined;
      entry.fetchedAt = Date.now();
    });
    return entry.inFlight;
  }

  /** Puts an answer in place (a write returned the new state), without asking. */
  set(key: string, data: unknown): void {
    const entry = this.entry(key);
    entry.fetchedAt = Date.now();
    this.update(entry, { data, error: undefined });
  }

  /** Asks again for every key `matches` accepts that a mounted hook shows; the others are asked when next shown. */
  revalidateWhere(matches: (key: string) => boolean): Promise<unknown> {
    const runs: Promise<void>[] = [];
    for (const [key, entry] of this.entries) {
      if (!matches(key)) continue;
      entry.fetchedAt = 0;
      if (entry.listeners.size && entry.fetcher) runs.push(this.revalidate(key, entry.fetcher, true));
    }
    return Promise.all(runs);
  }

  /** Every cache of the page (one, and in tests one per render). */
  static all(): ReadonlySet<ApiCache> {
    return caches;
  }
}

const pageCache = new ApiCache();
const CacheContext = createContext<ApiCache>(pageCache);

/** The cache the hooks below read from: the page's one, or a provider's. */
export const useApiCache = (): ApiCache => useContext(CacheContext);

/** A cache of its own for what it holds (tests render each case with a fresh one). */
export function ApiCacheProvider({ children, dedupeMs = 0 }: { children: ReactNode; dedupeMs?: number }) {
  const [cache] = useState(() => new ApiCache(dedupeMs));
  return createElement(CacheContext.Provider, { value: cache }, children);
}
