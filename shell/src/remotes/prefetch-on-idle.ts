import { canPrefetch, remotesToPrefetch } from './prefetch';

type Preload = (names: string[]) => Promise<unknown>;

interface NavigatorWithConnection extends Navigator {
  connection?: { saveData?: boolean; effectiveType?: string };
}

/**
 * Fetches, when the browser is idle, the entries of the remotes that visible links lead to, so
 * the first click into another area does not wait for the network. Started once the first page
 * has mounted (never competing with it for bandwidth).
 */
export function prefetchOnIdle(preload: Preload, loaded: () => Set<string>): void {
  if (!canPrefetch((navigator as NavigatorWithConnection).connection)) return;
  const run = () => {
    const paths = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'))
      .filter((a) => a.getClientRects().length > 0)
      .map((a) => a.pathname);
    const names = remotesToPrefetch(paths, loaded());
    if (names.length) preload(names).catch((error: unknown) => console.warn('Prefetch failed', error));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
