import { i18n, currentLang } from '@site/shared/i18n';
import { splitLocale } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import type { LoadingBarMachine } from '../loading/loading-bar-machine';
import type { ShellStore } from '../state/shell-store';
import { brokenApps } from './broken-apps';
import { applyHtmlLang } from './locale';
import { fetchPageData } from './page-payload';
import { redirectFor } from './redirect';

interface RoutingDetail {
  newUrl: string;
  oldUrl: string;
  originalEvent?: Event & { singleSpaTrigger?: string };
}

export interface RoutingDeps {
  store: ShellStore;
  bar: LoadingBarMachine;
  signedIn: () => boolean;
  detect: () => Lang;
  onRouted: () => void;
}

const here = () => window.location.pathname + window.location.search;

/**
 * Runs before single-spa mounts anything for a URL: redirects (locale prefix, auth guard),
 * keeps the shared i18n language in step with the URL, and drives the loading bar.
 */
export function wireRouting(deps: RoutingDeps): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, oldUrl } = (event as CustomEvent<RoutingDetail>).detail;
    const url = new URL(newUrl);
    const target = redirectFor(url.pathname + url.search + url.hash, deps.signedIn(), deps.detect);
    if (target) {
      // a redirect replaces the entry; single-spa reroutes again for the new URL
      window.history.replaceState(window.history.state, '', target);
      return;
    }
    const { lang } = splitLocale(url.pathname);
    if (lang && lang !== currentLang()) {
      void i18n.changeLanguage(lang);
      applyHtmlLang(lang);
    }
    // chrome (layout, active link, title) follows the URL at once, not after the remote mounts
    const next = url.pathname + url.search;
    const { error } = deps.store.get();
    deps.store.set({ url: next, error: error && error.url !== next ? null : error });
    // A navigation (not the first page, whose data the document carries): the page's data in one
    // request. Told by the event's own addresses: the store may already hold the new one.
    const old = new URL(oldUrl);
    if (old.pathname + old.search !== next) fetchPageData(next);
    deps.onRouted();
    deps.bar.start();
  });

  window.addEventListener('single-spa:routing-event', (event) => {
    const { originalEvent, oldUrl, newUrl } = (event as CustomEvent<RoutingDetail>).detail;
    const url = here();
    const { error } = deps.store.get();
    const changed = new URL(oldUrl).pathname !== new URL(newUrl).pathname;
    deps.store.set({ url, broken: brokenApps(), error: error && error.url !== url ? null : error });
    deps.bar.finish();
    deps.onRouted();
    if (changed && originalEvent?.singleSpaTrigger === 'pushState' && !window.location.hash) window.scrollTo(0, 0);
  });
}
