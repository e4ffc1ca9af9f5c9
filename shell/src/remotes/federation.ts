import type { FederationRuntime } from '../start/register-apps';

// webpack's Module Federation runtime, present in every build of the shell.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: { default: unknown };

interface Container {
  init(scope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

/** The part of a remote's mf-manifest.json the browser needs (paths relative to the manifest). */
export interface RemoteManifest {
  remoteEntry: string;
  exposes: Record<string, { js: string[]; css: string[] }>;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Failed to load the remote entry ${url}`));
    };
    document.head.appendChild(script);
  });
}

async function fetchManifest(url: string): Promise<RemoteManifest> {
  // No cache option: the server answers no-cache, and a plain request can reuse the page's preload.
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Failed to load the remote manifest ${url}: ${res.status}`);
  return (await res.json()) as RemoteManifest;
}

/**
 * Loads remotes the way webpack's Module Federation expects: the manifest (found in the run-time
 * remote map) names the container script; the container joins the page's share scope, so it
 * takes the host's singletons (one React), then hands out its exposed modules. A failed load is
 * forgotten, so the next attempt starts over.
 */
export function createFederation(win: Window = window): FederationRuntime & { preload: (names: string[]) => Promise<unknown> } {
  const manifestUrls = new Map<string, string>();
  const manifests = new Map<string, Promise<RemoteManifest>>();
  const containers = new Map<string, Promise<Container>>();

  const once = <T>(cache: Map<string, Promise<T>>, name: string, make: () => Promise<T>): Promise<T> => {
    let pending = cache.get(name);
    if (!pending) {
      pending = make();
      cache.set(name, pending);
      pending.catch(() => cache.delete(name));
    }
    return pending;
  };

  const urlOf = (name: string) => {
    const url = manifestUrls.get(name);
    if (!url) throw new Error(`Remote ${name} is not in the remote map`);
    return new URL(url, win.location.href);
  };
  const manifestOf = (name: string) => once(manifests, name, () => fetchManifest(urlOf(name).href));

  const containerOf = (name: string) =>
    once(containers, name, async () => {
      const manifest = await manifestOf(name);
      await loadScript(new URL(manifest.remoteEntry, urlOf(name)).href);
      const container = (win as unknown as Record<string, Container | undefined>)[name];
      if (!container) throw new Error(`${manifest.remoteEntry} of ${name} did not define its container`);
      await __webpack_init_sharing__('default');
      await container.init(__webpack_share_scopes__.default);
      return container;
    });

  return {
    registerRemotes: (remotes) => {
      for (const { name, entry } of remotes) manifestUrls.set(name, entry);
    },
    loadRemote: async (id) => {
      const [name = '', expose = ''] = id.split('/');
      const factory = await (await containerOf(name)).get(`./${expose}`);
      return factory();
    },
    /** Warms the browser cache with a remote's entry and its './spa' files, without running them. */
    preload: async (names) => {
      await Promise.all(
        names.map(async (name) => {
          const manifest = await manifestOf(name);
          const spa = manifest.exposes['./spa'] ?? { js: [], css: [] };
          for (const file of [manifest.remoteEntry, ...spa.js, ...spa.css]) {
            const link = win.document.createElement('link');
            link.rel = 'prefetch';
            link.href = new URL(file, urlOf(name)).href;
            win.document.head.appendChild(link);
          }
        }),
      );
    },
  };
}
