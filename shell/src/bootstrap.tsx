import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { on } from '@site/shared/events';
import { i18n, initI18n } from '@site/shared/i18n';
import { isSignedIn } from './auth/session';
import { BUILD_ID } from './env';
import { showNewVersionToast } from './build-info/new-version-toast';
import { fetchBuildMetaLater, fetchLatestBuildId, startVersionPoll } from './build-info/version-poll';
import { ShellLayout } from './layout/shell-layout';
import { LoadingBarMachine } from './loading/loading-bar-machine';
import { registerShellLocales } from './locales';
import { interceptLinks } from './navigation/link-interceptor';
import { safeNavigate } from './navigation/safe-navigate';
import { createAreaNodes } from './remotes/area-nodes';
import { prefetchOnIdle } from './remotes/prefetch-on-idle';
import { shellStore } from './state/shell-store';
import { loadConfigOrDefault } from './start/app-config';
import { wireErrors } from './start/error-wiring';
import { guard } from './start/guard';
import { applyHtmlLang } from './start/locale';
import { registerRemoteApps } from './start/register-apps';
import { wireRouting } from './start/routing';
import { detect, settleInitialUrl } from './start/start-locale';
import { syncTitle } from './titles/title-sync';

async function main() {
  const lang = settleInitialUrl(isSignedIn());
  const config = await loadConfigOrDefault();
  await initI18n(lang);
  registerShellLocales();
  applyHtmlLang(lang);
  shellStore.set({ url: window.location.pathname + window.location.search, signedIn: isSignedIn() });

  const bar = new LoadingBarMachine();
  const nodes = createAreaNodes();
  wireErrors(shellStore);
  wireRouting({ store: shellStore, bar, signedIn: isSignedIn, detect, onRouted: syncTitle });
  i18n.on('languageChanged', syncTitle);
  syncTitle();
  interceptLinks();
  on('auth:changed', ({ signedIn }) => {
    shellStore.set({ signedIn });
    const target = guard(window.location.pathname + window.location.search, signedIn);
    if (target) safeNavigate(target);
  });

  createRoot(document.getElementById('sh-root') as HTMLElement).render(
    <StrictMode>
      <ShellLayout store={shellStore} nodes={nodes} bar={bar} />
    </StrictMode>,
  );

  const loaded = new Set<string>();
  registerRemoteApps({
    remotes: config.remotes,
    nodes,
    runtime: {
      registerRemotes,
      loadRemote: async (id) => {
        const mod = await loadRemote(id);
        loaded.add(id.split('/')[0] as string);
        return mod;
      },
    },
  });
  start({ urlRerouteOnly: true });

  startVersionPoll({ initialId: BUILD_ID || undefined, fetchLatestId: () => fetchLatestBuildId(), onNewVersion: showNewVersionToast });
  fetchBuildMetaLater(BUILD_ID || config.buildId);
  prefetchOnIdle((names) => preloadRemote(names.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./spa'] }))), () => loaded);
}

void main();
