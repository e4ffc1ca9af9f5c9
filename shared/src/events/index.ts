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
