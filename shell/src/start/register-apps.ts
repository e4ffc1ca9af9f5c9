import { registerApplication, type LifeCycles } from 'single-spa';
import { REMOTES, type RemoteName } from '@site/shared/remotes';
import type { AreaNodes } from '../remotes/area-nodes';
import { isAppActive } from '../remotes/remote-apps';

export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[]) => void;
  loadRemote: (id: string) => Promise<unknown>;
}

export interface RegisterOptions {
  remotes: Record<string, string>;
  nodes: AreaNodes;
  runtime: FederationRuntime;
  register?: typeof registerApplication;
  hostname?: string;
}

/** A remote's './spa' must export single-spa lifecycles; anything else is a broken deploy. */
export function asLifecycles(name: string, mod: unknown): LifeCycles {
  const m = mod as Partial<LifeCycles> | null;
  if (!m || typeof m.mount !== 'function' || typeof m.unmount !== 'function' || typeof m.bootstrap !== 'function') {
    throw new Error(`${name}/spa does not export bootstrap, mount and unmount`);
  }
  return m as LifeCycles;
}

type RemoteEntry = (typeof REMOTES)[number];

const hostOf = (o: RegisterOptions) => o.hostname ?? window.location.hostname;

/**
 * One single-spa application per page remote of the shared list. Remote URLs come from app-config
 * at run time, so a team redeploys its remote without rebuilding the shell. A page remote without
 * a URL still owns its pages, which then show the error screen. The overlays join later
 * (`registerOverlaysOnceLoaded`).
 */
export function registerRemoteApps(o: RegisterOptions): RemoteName[] {
  const pages = REMOTES.filter(({ slot }) => slot === 'main');
  o.runtime.registerRemotes(configured(o, pages));
  return registerApps(o, pages);
}

/**
 * The overlay remotes (the chat launcher), registered with single-spa only once their code has
 * arrived, and fetched only once the visitor is on a page that shows them (not on the sign-in
 * pages). Registering starts an app change, and single-spa holds every navigation until the
 * change under way settles: with the download inside it, a click on a link would wait for the chat.
 * One whose code did not arrive (after the runtime's retries) stays out for this page view: it is
 * an extra, and a broken app would be loaded again inside every later navigation.
 */
export async function registerOverlaysOnceLoaded(o: RegisterOptions): Promise<RemoteName[]> {
  const hostname = hostOf(o);
  const overlays = REMOTES.filter(({ name, slot }) => slot === 'overlay' && o.remotes[name]);
  o.runtime.registerRemotes(configured(o, overlays));
  const arrived = await Promise.all(
    overlays.map(async (remote) => {
      await shownHere(remote.name, hostname);
      try {
        await o.runtime.loadRemote(`${remote.federation}/spa`);
        return [remote];
      } catch (error) {
        console.error(error);
        return [];
      }
    }),
  );
  return registerApps(o, arrived.flat());
}

/** Resolves once the page at the address shows `app`: at once, or after the navigation that leads to one. */
function shownHere(app: RemoteName, hostname: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!isAppActive(app, window.location.pathname, hostname)) return;
      window.removeEventListener('single-spa:routing-event', check);
      resolve();
    };
    window.addEventListener('single-spa:routing-event', check);
    check();
  });
}

const configured = (o: Pick<RegisterOptions, 'remotes'>, remotes: readonly RemoteEntry[]) =>
  remotes.filter(({ name }) => o.remotes[name]).map(({ name, federation }) => ({ name: federation, entry: o.remotes[name] as string }));

function registerApps(o: RegisterOptions, remotes: readonly RemoteEntry[]): RemoteName[] {
  const register = o.register ?? registerApplication;
  const hostname = hostOf(o);
  for (const { name: app, federation } of remotes) {
    register({
      name: app,
      // Network failures are retried by the runtime's retry plugin (remotes/federation.ts).
      app: async (): Promise<LifeCycles> => asLifecycles(federation, await o.runtime.loadRemote(`${federation}/spa`)),
      activeWhen: (location) => isAppActive(app, location.pathname, hostname),
      customProps: { domElement: o.nodes[app] },
    });
  }
  return remotes.map(({ name }) => name);
}
