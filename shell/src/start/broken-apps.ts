import { getAppStatus, LOAD_ERROR, SKIP_BECAUSE_BROKEN } from 'single-spa';
import type { AppName } from '@site/shared/routes';
import { REMOTE_APPS } from '../remotes/remote-apps';

/**
 * Remotes whose load or lifecycle failed. LOAD_ERROR is retried by single-spa on the next
 * navigation, so this is re-read on every routing event rather than remembered.
 */
export function brokenApps(status: (name: string) => string | null = getAppStatus): AppName[] {
  return REMOTE_APPS.map((r) => r.app).filter((app) => {
    const s = status(app);
    return s === LOAD_ERROR || s === SKIP_BECAUSE_BROKEN;
  });
}
