import type { LifeCycles } from 'single-spa';
import { isChunkLoadError } from './chunk-reload';

export interface RetryOptions {
  retries: number;
  /** Delay before retry n (1-based) in ms. */
  delay: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, delay: (n) => 300 * 2 ** (n - 1) };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Network failures of a remote are retried with backoff; a failed webpack chunk is not
 * (webpack never refetches it, webpack#19351), so it fails at once and the chunk-reload
 * guard takes over.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, opts: RetryOptions = DEFAULT_RETRY): Promise<T> {
  const sleep = opts.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= opts.retries || isChunkLoadError(error)) throw error;
      await sleep(opts.delay(attempt + 1));
    }
  }
}

/** A remote's './spa' must export single-spa lifecycles; anything else is a broken deploy. */
export function asLifecycles(name: string, mod: unknown): LifeCycles {
  const m = mod as Partial<LifeCycles> | null;
  if (!m || typeof m.mount !== 'function' || typeof m.unmount !== 'function' || typeof m.bootstrap !== 'function') {
    throw new Error(`${name}/spa does not export bootstrap, mount and unmount`);
  }
  return m as LifeCycles;
}
