import type { AppErrorInfo } from '../types';

/**
 * Cross-app events. Each single-spa app is its own React root, so React context does
 * not cross app boundaries; window events do, whichever bundle raised them.
 */
export interface AppEvents {
  'app:error': AppErrorInfo;
  'auth:changed': { signedIn: boolean };
  'chat:open': Record<string, never>;
  'theme:changed': { dark: boolean };
  /** The page at `path` shows one record: the document is titled with its name, not its section's. */
  'page:title': { path: string; title: string };
}

export type AppEventName = keyof AppEvents;

export function emit<K extends AppEventName>(name: K, detail: AppEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes and returns the unsubscribe function (fits React effects). */
export function on<K extends AppEventName>(name: K, handler: (detail: AppEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/**
 * Runs `work` once, for what a page can do without at first: when the browser is idle after the
 * page's first app has mounted (the page is usable), or after a few seconds whatever happens.
 * Outside a single-spa page (a standalone app, the chat frame) it waits for idle only; where
 * there is no idle callback (Node, tests) it runs on the next turn.
 */
export function afterFirstMount(work: () => void): void {
  if (typeof requestIdleCallback !== 'function') {
    setTimeout(work, 0);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  const idle = () => requestIdleCallback(once, { timeout: 2000 });
  if ('singleSpaNavigate' in window) window.addEventListener('single-spa:first-mount', idle, { once: true });
  else idle();
  setTimeout(once, 8000);
}
