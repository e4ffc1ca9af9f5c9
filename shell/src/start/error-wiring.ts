import { addErrorHandler } from 'single-spa';
import { on } from '@site/shared/events';
import { matchPage } from '@site/shared/routes';
import type { ShellStore } from '../state/shell-store';
import { reloadOnChunkError } from '../remotes/chunk-reload';
import { brokenApps } from './broken-apps';

const here = () => window.location.pathname + window.location.search;

/** Errors raised from a remote's own scripts belong to that remote's error boundary. */
export function isFromRemote(error: unknown, filename = ''): boolean {
  if (filename.includes('/remotes/')) return true;
  const stack = error instanceof Error ? error.stack ?? '' : '';
  return stack.includes('/remotes/');
}

/** SPEC 8 / DESIGN 2: app:error, broken remotes, failed chunks and fatal errors. */
export function wireErrors(store: ShellStore): void {
  on('app:error', (detail) => {
    // a 401 has already sent the visitor to the login form: that form is the way on, not an error page
    if (detail.statusCode === 401 && matchPage(window.location.pathname)?.route.id === 'login') return;
    store.set({ error: { ...detail, url: here() } });
  });

  addErrorHandler((error) => {
    console.error(error);
    if (reloadOnChunkError(error)) return;
    store.set({ broken: brokenApps() });
  });

  const fatal = (error: unknown, filename?: string) => {
    if (reloadOnChunkError(error)) return;
    if (!error || isFromRemote(error, filename)) return; // "Script error." from elsewhere, or a remote's own
    if ((error as { name?: string }).name === 'ApiError') return; // the API client already toasted / showed it
    store.set({ error: { statusCode: 500, statusMessage: '', url: here() } });
  };
  window.addEventListener('error', (event) => fatal(event.error, event.filename));
  window.addEventListener('unhandledrejection', (event) => fatal(event.reason));
}
