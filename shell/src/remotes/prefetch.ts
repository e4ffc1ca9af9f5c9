import { remoteNamed } from '@site/shared/remotes';
import { matchPage } from '@site/shared/routes';

/** At most 4 remotes preloaded at once, so prefetching never crowds the page's own requests. */
export const MAX_PRELOADS = 4;

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on data-saver or slow (2g) connections. */
export function canPrefetch(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Remotes owning the given link paths, minus those already loaded, at most MAX_PRELOADS. */
export function remotesToPrefetch(paths: readonly string[], loaded: ReadonlySet<string>): string[] {
  const picked: string[] = [];
  for (const path of paths) {
    const app = matchPage(path)?.route.app;
    if (!app) continue;
    const name = remoteNamed(app).federation;
    if (loaded.has(name) || picked.includes(name)) continue;
    picked.push(name);
    if (picked.length === MAX_PRELOADS) break;
  }
  return picked;
}
