import { builtinModules, createRequire } from 'node:module';
import vm from 'node:vm';
import type { ServerEntry } from '@site/shared/ssr';
import type { AppManifest } from '@site/shared/ssr/page-files';
import { resolveUrl } from './urls.js';
import type { Clock } from '../lib/clock.js';

export type { AppManifest, Files } from '@site/shared/ssr/page-files';

export interface AppBuild {
  manifest: AppManifest;
  /** URL the manifest's relative paths resolve against (its own URL). */
  manifestUrl: string;
  /** The server build, or null: the app has none, or it failed to load (then rendered in the browser). */
  entry: ServerEntry | null;
}

/** Reads a text file of a build: the site's own files in process, other origins over HTTP. */
export type FetchText = (url: string) => Promise<string | null>;

const nodeRequire = createRequire(import.meta.url);
const BUILTINS = new Set(builtinModules);

/** Node's own modules only: a server build is self-contained, anything else is a broken build. */
function builtinsOnly(id: string): unknown {
  const name = id.replace(/^node:/, '');
  if (!BUILTINS.has(name)) throw new Error(`a server build may only require Node's modules, not ${id}`);
  return nodeRequire(`node:${name}`);
}

/** Runs a CommonJS server build and returns its `entry` export. */
export function evaluateEntry(code: string, filename: string): ServerEntry {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} as { entry?: ServerEntry } };
  wrapper.call(module.exports, module.exports, builtinsOnly, module, filename, '');
  const entry = module.exports.entry;
  if (!entry || typeof entry.load !== 'function' || typeof entry.render !== 'function') throw new Error(`${filename} does not export a server entry`);
  return entry;
}

export interface AppBuilds {
  /** The app's current build (re-read when older than the revalidation interval); null without a manifest. */
  get(manifestUrl: string): Promise<AppBuild | null>;
}

/**
 * Each app's build as its manifest names it, found the way the browser finds it: through the run-time
 * remote map. The manifest is re-read at most every `revalidateMs`; a new build id loads the new
 * server entry (the old one is dropped), so a redeployed app is served without a restart.
 */
export function appBuilds(o: { fetchText: FetchText; revalidateMs: number; clock: Clock; onError: (manifestUrl: string, buildId: string, error: unknown) => void }): AppBuilds {
  const known = new Map<string, { build: AppBuild | null; checkedAt: number }>();
  const pending = new Map<string, Promise<AppBuild | null>>();

  async function load(manifestUrl: string): Promise<AppBuild | null> {
    const text = await o.fetchText(manifestUrl);
    if (text === null) return null;
    const manifest = JSON.parse(text) as AppManifest;
    const previous = known.get(manifestUrl)?.build;
    if (previous && previous.manifest.buildId === manifest.buildId && previous.manifest.ssr?.entry === manifest.ssr?.entry) return previous;
    let entry: ServerEntry | null = null;
    if (manifest.ssr) {
      const entryUrl = resolveUrl(manifest.ssr.entry, manifestUrl);
      try {
        const code = await o.fetchText(entryUrl);
        if (code === null) throw new Error(`${entryUrl} is missing`);
        entry = evaluateEntry(code, entryUrl);
      } catch (error) {
        o.onError(manifestUrl, manifest.buildId, error);
      }
    }
    return { manifest, manifestUrl, entry };
  }

  return {
    async get(manifestUrl) {
      const seen = known.get(manifestUrl);
      if (seen && o.clock.now().getTime() - seen.checkedAt < o.revalidateMs) return seen.build;
      let loading = pending.get(manifestUrl);
      if (!loading) {
        loading = load(manifestUrl)
          .catch((error: unknown) => {
            o.onError(manifestUrl, 'unknown', error);
            return null;
          })
          .then((build) => {
            known.set(manifestUrl, { build, checkedAt: o.clock.now().getTime() });
            return build;
          })
          .finally(() => pending.delete(manifestUrl));
        pending.set(manifestUrl, loading);
      }
      return loading;
    },
  };
}
