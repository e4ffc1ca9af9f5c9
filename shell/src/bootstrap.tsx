import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { on } from '@site/shared/events';
import { i18n, initI18n } from '@site/shared/i18n';
import { SSR_ATTRIBUTE } from '@site/shared/ssr';
import { isSignedIn } from './auth/session';
import { BUILD_ID } from './env';
import { showNewVersionToast } from './build-info/new-version-toast';
import { fetchBuildMetaLater, fetchLatestBuildId, startVersionPoll } from './build-info/version-poll';
import { SLOT_CLASS } from './layout/remote-slot';
import { ShellLayout } from './layout/shell-layout';
import { LoadingBarMachine } from './loading/loading-bar-machine';
import './locales';
import { interceptLinks } from './navigation/link-interceptor';
import { safeNavigate } from './navigation/safe-navigate';
import { createAreaNodes } from './remotes/area-nodes';
import { createFederation } from './remotes/federation';
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

/** A server-rendered shell root: each slot's contents exactly as served, for hydration to keep. */
function serverSlots(root: HTMLElement) {
  if (!root.hasAttribute(SSR_ATTRIBUTE)) return null;
  const html = (slot: keyof typeof SLOT_CLASS) => root.querySelector(`.${SLOT_CLASS[slot]}`)?.innerHTML ?? '';
  return { main: html('main'), overlay: html('overlay') };
}

/** Runs `work` once: after the first remote has mounted and the browser is idle, or after a while. */
function afterFirstMount(work: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(once, { timeout: 2000 }) : setTimeout(once, 200));
  window.addEventListener('single-spa:first-mount', idle, { once: true });
  setTimeout(once, 8000);
}

async function main() {
  const rootElement = document.getElementById('sh-root') as HTMLElement;
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
  wireRouting({ store: shellStore, bar, signedIn: isSignedIn, detect, onRouted: syncTitle });
  i18n.on('languageChanged', syncTitle);
  syncTitle();
  interceptLinks();
  on('auth:changed', ({ signedIn }) => {
    shellStore.set({ signedIn });
    const target = guard(window.location.pathname + window.location.search, signedIn);
    if (target) safeNavigate(target);
  });

  const layout = (
    <StrictMode>
      <ShellLayout store={shellStore} nodes={nodes} bar={bar} slotHtml={slotHtml ?? undefined} />
    </StrictMode>
  );
  if (slotHtml) hydrateRoot(rootElement, layout);
  else createRoot(rootElement).render(layout);

  const loaded = new Set<string>();
  const federation = createFederation();
  const register = (slot: 'main' | 'overlay') =>
    registerRemoteApps({
      slot,
      remotes: config.remotes,
      nodes,
      runtime: {
        registerRemotes: federation.registerRemotes,
        loadRemote: async (id) => {
          const mod = await federation.loadRemote(id);
          loaded.add(id.split('/')[0] as string);
          return mod;
        },
      },
    });
  register('main');
  // Overlays (the chat launcher) are extras: they load once the page itself is up.
  afterFirstMount(() => register('overlay'));
  start({ urlRerouteOnly: true });

  startVersionPoll({ initialId: BUILD_ID || undefined, fetchLatestId: () => fetchLatestBuildId(), onNewVersion: showNewVersionToast });
  fetchBuildMetaLater(BUILD_ID || config.buildId);
  prefetchOnIdle(federation.preload, () => loaded);
}

void main();
