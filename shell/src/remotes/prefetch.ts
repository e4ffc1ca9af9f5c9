import { matchPage } from '@site/shared/routes';
import { federationName } from './remote-apps';

/** SPEC 9: at most 4 route preloads at once. */
export const MAX_PRELOADS = 4;

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC 9: no prefetching on data-saver or slow (2g) connections. */
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
    const name = federationName(app);
    if (loaded.has(name) || picked.includes(name)) continue;
    picked.push(name);
    if (picked.length === MAX_PRELOADS) break;
  }
  return picked;
}
