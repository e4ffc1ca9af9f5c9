import { useMemo, useSyncExternalStore } from 'react';
import { matchPage, type RouteMatch } from '@site/shared/routes';
import type { Lang } from '../lang';

export type PageMatch = RouteMatch & { lang: Lang | null };

// single-spa fires its routing event after every pushState/replaceState it reroutes;
// popstate covers back/forward when single-spa is not on the page.
const ADDRESS_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

let serverAddress = '/';

/**
 * A server render's address bar: the page being rendered. A server bundle renders one page at a
 * time, so the render sets it first.
 */
export function setServerAddress(url: string): void {
  serverAddress = url;
}

function subscribe(onChange: () => void) {
  ADDRESS_EVENTS.forEach((name) => window.addEventListener(name, onChange));
  return () => ADDRESS_EVENTS.forEach((name) => window.removeEventListener(name, onChange));
}

const read = () => window.location.pathname + window.location.search;
// In the browser the address bar already holds the page the server rendered, so hydration
// reads it too; on the server there is only the page being rendered.
const readForServer = () => (typeof window === 'undefined' ? serverAddress : read());

export interface Address {
  /** pathname + search */
  url: string;
  pathname: string;
  query: URLSearchParams;
}

/** The address bar, re-read after every navigation, with no router: every app can ask. */
export function useAddress(): Address {
  const url = useSyncExternalStore(subscribe, read, readForServer);
  return useMemo(() => {
    const at = url.indexOf('?');
    return { url, pathname: at < 0 ? url : url.slice(0, at), query: new URLSearchParams(at < 0 ? '' : url.slice(at)) };
  }, [url]);
}

/** The route table's page for the address bar (route, params, language prefix), or null. */
export function usePageMatch(): PageMatch | null {
  const { pathname } = useAddress();
  return useMemo(() => matchPage(pathname), [pathname]);
}
