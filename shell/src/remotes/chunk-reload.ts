/** A failed code chunk (a release replaced it) reloads the page at most once per 10 s per path. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'sh-chunk-reload:';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  // webpack chunk loading, and the MF runtime failing to fetch a remote's scripts after a redeploy
  return /Loading (CSS )?chunk [\w-]+ failed/i.test(text) || /RUNTIME-00[18]\b/.test(text);
}

/** Records the attempt and answers whether reloading is allowed now. */
export function shouldReloadForChunk(path: string, now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const key = KEY_PREFIX + path;
  let last: number | null = null;
  try {
    const stored = storage.getItem(key);
    last = stored === null ? null : Number(stored);
  } catch {
    return false; // storage blocked: never risk a reload loop
  }
  if (last !== null && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  return true;
}

export function reloadOnChunkError(error: unknown, win: Window = window): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!shouldReloadForChunk(win.location.pathname, Date.now(), win.sessionStorage)) return false;
  win.location.reload();
  return true;
}
