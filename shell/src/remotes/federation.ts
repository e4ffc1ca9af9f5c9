import { loadRemote, preloadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { FederationRuntime } from '../start/register-apps';

/**
 * A failed manifest fetch (1 s apart, the plugin's fixed delay) or remote entry (300 ms apart) is
 * asked again twice. A chunk that fails after that is left to the chunk reload guard
 * (chunk-reload.ts): webpack never asks for a failed chunk again (webpack#19351).
 */
export const REMOTE_RETRY = { fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 300 } } as const;

export const remoteRetryPlugin = (): ModuleFederationRuntimePlugin => RetryPlugin(REMOTE_RETRY);

/**
 * The federation runtime the page carries (the shell's, which every remote uses): remotes are
 * registered from the run-time remote map (their manifests' URLs), and `name/spa` loads through
 * it, so each remote joins the page's share scope and takes the shell's singletons (one React).
 */
export function createFederation(win: Window = window): FederationRuntime & { preload: (names: string[]) => Promise<unknown> } {
  registerPlugins([remoteRetryPlugin()]);
  return {
    // force: a remote map read again after a release points a name at its new manifest.
    registerRemotes: (remotes) => registerRemotes(remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, win.location.href).href })), { force: true }),
    loadRemote: (id) => loadRemote(id),
    /** Warms the browser cache with a remote's entry and its './spa' files, without running them. */
    preload: (names) => preloadRemote(names.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./spa'], resourceCategory: 'sync' }))),
  };
}
