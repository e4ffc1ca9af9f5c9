import { addErrorHandler } from 'single-spa';
import { on } from '@site/shared/events';
import { matchPage } from '@site/shared/routes';
import type { ShellStore } from '../state/shell-store';
import { reloadOnChunkError } from '../remotes/chunk-reload';
import { brokenApps } from './broken-apps';
import { isFromRemote, remoteBaseUrls } from './remote-origin';

const here = () => window.location.pathname + window.location.search;

/**
 * What the main area shows for errors: an app:error (an API 401/403/404/500), a remote that
 * failed to load or mount, a failed chunk (reload), and any other uncaught error of the shell
 * (500). Errors raised from a remote's own scripts (found by the remote map's `remotes`) belong
 * to that remote's error boundary.
 */
export function wireErrors(store: ShellStore, remotes: Record<string, string>): void {
  const remoteBases = remoteBaseUrls(remotes, window.location.href);
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
    if (!error || isFromRemote(error, filename ?? '', remoteBases)) return; // "Script error." from elsewhere, or a remote's own
    if ((error as { name?: string }).name === 'ApiError') return; // the API client already toasted / showed it
    store.set({ error: { statusCode: 500, statusMessage: '', url: here() } });
  };
  window.addEventListener('error', (event) => fatal(event.error, event.filename));
  window.addEventListener('unhandledrejection', (event) => fatal(event.reason));
}
