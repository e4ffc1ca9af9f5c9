import { registerApplication, type LifeCycles } from 'single-spa';
import type { AppName } from '@site/shared/routes';
import type { AreaNodes } from '../remotes/area-nodes';
import { asLifecycles, DEFAULT_RETRY, loadWithRetry, type RetryOptions } from '../remotes/load-with-retry';
import { isAppActive, REMOTE_APPS } from '../remotes/remote-apps';

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
  retry?: RetryOptions;
}

/**
 * One single-spa application per remote (DESIGN 2). Remote URLs come from app-config at
 * run time, so a team redeploys its remote without rebuilding the shell. The chat is only
 * registered when configured: it is an extra, not a page owner.
 */
export function registerRemoteApps(o: RegisterOptions): AppName[] {
  const register = o.register ?? registerApplication;
  const hostname = o.hostname ?? window.location.hostname;
  const known = REMOTE_APPS.filter(({ app }) => o.remotes[app]);
  o.runtime.registerRemotes(known.map(({ app, federation }) => ({ name: federation, entry: o.remotes[app] as string })));

  const registered: AppName[] = [];
  for (const { app, federation } of REMOTE_APPS) {
    if (app === 'mf-chat' && !o.remotes[app]) continue;
    register({
      name: app,
      app: async (): Promise<LifeCycles> => asLifecycles(federation, await loadWithRetry(() => o.runtime.loadRemote(`${federation}/spa`), o.retry ?? DEFAULT_RETRY)),
      activeWhen: (location) => isAppActive(app, location.pathname, hostname),
      customProps: { domElement: o.nodes[app] },
    });
    registered.push(app);
  }
  return registered;
}
