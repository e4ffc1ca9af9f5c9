import fs from 'node:fs';
import { REMOTE_NAMES, type RemoteName } from '@site/shared/remotes';
import { type Env, remoteManifestUrls } from '../env.js';

export type RemoteManifests = Record<RemoteName, string>;

export interface RemoteMap {
  /** Each remote's manifest URL now; the same object until the map changes (callers cache on it). */
  current(): RemoteManifests;
}

/** A file is looked at no more than this often; a release is live on every instance within it. */
const CHECK_EVERY_MS = 1000;
/** Stands for content that failed to apply, so the same bad file is reported once. */
const BAD = '\u0000bad';

/**
 * The run-time remote map: REMOTE_<NAME>_URL (or the defaults), overridden per remote by
 * REMOTE_MAP_FILE, a JSON object `{ "<remote>": "<manifest URL>" }` that a release rewrites. Every
 * instance reading the same file switches (or rolls back) a remote without a restart. A file that
 * is missing or malformed leaves the last good map in place.
 */
export function remoteMap(env: Env, onError: (error: unknown) => void = () => undefined, checkEveryMs = CHECK_EVERY_MS): RemoteMap {
  const base = remoteManifestUrls(env);
  const file = env.REMOTE_MAP_FILE;
  let map = base;
  let text: string | null = null;
  let checkedAt = -Infinity;

  function reload(path: string): void {
    // No release has written the file yet: the environment's map.
    const now = fs.existsSync(path) ? fs.readFileSync(path, 'utf8') : null;
    if (now === text) return;
    if (now === null) {
      map = base;
      text = null;
      return;
    }
    const parsed = JSON.parse(now) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${path}: expected an object of remote names to manifest URLs`);
    const entries = Object.entries(parsed as Record<string, unknown>);
    const wrong = entries.filter(([name, url]) => !REMOTE_NAMES.includes(name as RemoteName) || typeof url !== 'string' || url === '');
    if (wrong.length) throw new Error(`${path}: not a remote name with a manifest URL: ${wrong.map(([name]) => name).join(', ')}`);
    map = { ...base, ...(Object.fromEntries(entries) as Partial<RemoteManifests>) };
    text = now;
  }

  return {
    current() {
      if (!file || Date.now() - checkedAt < checkEveryMs) return map;
      checkedAt = Date.now();
      try {
        reload(file);
      } catch (error) {
        // Logged once per bad content, not once a second.
        if (text !== BAD) onError(error);
        text = BAD;
      }
      return map;
    },
  };
}
