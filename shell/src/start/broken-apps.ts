import { getAppStatus, LOAD_ERROR, SKIP_BECAUSE_BROKEN } from 'single-spa';
import { REMOTE_NAMES, type RemoteName } from '@site/shared/remotes';

/**
 * Remotes whose load or lifecycle failed. LOAD_ERROR is retried by single-spa on the next
 * navigation, so this is re-read on every routing event rather than remembered.
 */
export function brokenApps(status: (name: string) => string | null = getAppStatus): RemoteName[] {
  return REMOTE_NAMES.filter((app) => {
    const s = status(app);
    return s === LOAD_ERROR || s === SKIP_BECAUSE_BROKEN;
  });
}
