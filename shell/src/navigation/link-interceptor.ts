import { matchPage, splitLocale } from '@site/shared/routes';
import { assertSafeUrl, safeNavigate } from './safe-navigate';

/** Same-origin page paths the SPA can render (anything under /ar or /en, or a known page). */
export function isSpaPath(pathname: string): boolean {
  return splitLocale(pathname).lang !== null || matchPage(pathname) !== null;
}

function anchorOf(event: MouseEvent): HTMLAnchorElement | null {
  const path = event.composedPath ? event.composedPath() : [];
  const found = path.find((el): el is HTMLAnchorElement => el instanceof HTMLAnchorElement);
  return found ?? (event.target instanceof Element ? event.target.closest('a') : null);
}

/**
 * Cross-app links are plain <a href> (contract): turn their clicks into single-spa
 * navigations, and refuse disallowed protocols. Links a remote's router already
 * handled arrive with defaultPrevented and are left alone.
 */
export function handleLinkClick(event: MouseEvent, navigate: (url: string) => void = safeNavigate): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const a = anchorOf(event);
  const raw = a?.getAttribute('href');
  if (!a || raw === null || raw === undefined) return;
  let url: URL;
  try {
    url = assertSafeUrl(a.href || raw);
  } catch (error) {
    event.preventDefault();
    throw error;
  }
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return;
  if (url.origin !== window.location.origin || !isSpaPath(url.pathname)) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

export function interceptLinks(doc: Document = document): () => void {
  const listener = (event: MouseEvent) => handleLinkClick(event);
  doc.addEventListener('click', listener);
  return () => doc.removeEventListener('click', listener);
}
