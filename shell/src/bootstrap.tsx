import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { afterFirstMount, on } from '@site/shared/events';
import { i18n, initI18n } from '@site/shared/i18n';
import { SSR_ATTRIBUTE } from '@site/shared/ssr';
import { firstRouteSettled, hydrationStarted, onRecoverableError, SHELL_PART } from '@site/shared/ssr/hydration';
import { isSignedIn } from './auth/session';
import { BUILD_ID } from './env';
import { SLOT_CLASS } from './layout/remote-slot';
import { HydrationDone, settleFailedAreas } from './start/hydration-done';
import { ShellLayout } from './layout/shell-layout';
import { LoadingBarMachine } from './loading/loading-bar-machine';
import './locales';
import { interceptLinks } from './navigation/link-interceptor';
import { safeNavigate } from './navigation/safe-navigate';
import { createAreaNodes } from './remotes/area-nodes';
import { createFederation } from './remotes/federation';
import { shellStore } from './state/shell-store';
import { loadConfigOrDefault } from './start/app-config';
import { wireErrors } from './start/error-wiring';
import { guard } from './start/guard';
import { applyHtmlLang } from './start/locale';
import { registerOverlaysOnceLoaded, registerRemoteApps } from './start/register-apps';
import { wireRouting } from './start/routing';
import { detect, settleInitialUrl } from './start/start-locale';
import { startTitles, syncTitle } from './titles/title-sync';

/** A server-rendered shell root: each slot's contents exactly as served, for hydration to keep. */
function serverSlots(root: HTMLElement) {
  if (!root.hasAttribute(SSR_ATTRIBUTE)) return null;
  const html = (slot: keyof typeof SLOT_CLASS) => root.querySelector(`.${SLOT_CLASS[slot]}`)?.innerHTML ?? '';
  return { main: html('main'), overlay: html('overlay') };
}

async function main() {
  const rootElement = document.getElementById(SHELL_PART) as HTMLElement;
  const slotHtml = serverSlots(rootElement);
  // The moment the page is usable: its remote mounted (or hydrated) in the shell's chrome.
  window.addEventListener('single-spa:first-mount', () => performance.mark('sh:interactive'), { once: true });
  const lang = settleInitialUrl(isSignedIn());
  const config = await loadConfigOrDefault();
  await initI18n(lang);
  applyHtmlLang(lang);
  shellStore.set({ url: window.location.pathname + window.location.search, signedIn: isSignedIn() });

  const bar = new LoadingBarMachine();
  const nodes = createAreaNodes();
  wireErrors(shellStore, config.remotes);
  startTitles(slotHtml !== null);
  wireRouting({ store: shellStore, bar, signedIn: isSignedIn, detect, onRouted: syncTitle });
  i18n.on('languageChanged', syncTitle);
  interceptLinks();
  on('auth:changed', ({ signedIn }) => {
    shellStore.set({ signedIn });
    const target = guard(window.location.pathname + window.location.search, signedIn);
    if (target) safeNavigate(target);
  });

  const layout = (
    <StrictMode>
      <ShellLayout store={shellStore} nodes={nodes} bar={bar} slotHtml={slotHtml ?? undefined} />
      <HydrationDone part={SHELL_PART} />
    </StrictMode>
  );
  if (slotHtml) {
    hydrationStarted(SHELL_PART);
    hydrateRoot(rootElement, layout, { onRecoverableError });
  }
  else createRoot(rootElement).render(layout);

  const loaded = new Set<string>();
  const federation = createFederation();
  const apps = {
    remotes: config.remotes,
    nodes,
    runtime: {
      registerRemotes: federation.registerRemotes,
      loadRemote: async (id: string) => {
        const mod = await federation.loadRemote(id);
        loaded.add(id.split('/')[0] as string);
        return mod;
      },
    },
  };
  registerRemoteApps(apps);
  // Overlays (the chat launcher) and the version check are extras: they load once the page itself is up.
  afterFirstMount(() => {
    void registerOverlaysOnceLoaded(apps);
    void import(/* webpackChunkName: "once-usable" */ './start/once-usable').then(({ startOnceUsable }) =>
      startOnceUsable({ buildId: BUILD_ID, servedBuildId: config.buildId, preload: federation.preload, loaded: () => loaded }),
    );
  });
  window.addEventListener('single-spa:routing-event', () => {
    settleFailedAreas();
    firstRouteSettled();
  });
  start({ urlRerouteOnly: true });
}

void main();
