import { useSyncExternalStore } from 'react';
import type { AppErrorInfo } from '@site/shared/types';
import type { RemoteName } from '@site/shared/remotes';

export interface ShellState {
  /** pathname + search of the page shown. */
  url: string;
  /** An app:error or fatal error; cleared on the next navigation. */
  error: (AppErrorInfo & { url: string }) | null;
  /** Remotes single-spa marks LOAD_ERROR / SKIP_BECAUSE_BROKEN. */
  broken: readonly RemoteName[];
  signedIn: boolean;
}

type Listener = () => void;

export function createStore(initial: ShellState) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: (): ShellState => state,
    set: (patch: Partial<ShellState>): void => {
      state = { ...state, ...patch };
      listeners.forEach((l) => l());
    },
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ShellStore = ReturnType<typeof createStore>;

const currentUrl = () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);

export const shellStore: ShellStore = createStore({ url: currentUrl(), error: null, broken: [], signedIn: false });

export function useShellState(store: ShellStore = shellStore): ShellState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
