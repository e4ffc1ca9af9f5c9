import { matchPage } from '@site/shared/routes';
import type { ShellState } from '../state/shell-store';

export interface ShownError {
  statusCode: number;
  /** Already translated text, or null to show the catalogue text for the status. */
  message: string | null;
  notFoundPath?: string;
}

/**
 * What the main area shows instead of the remotes: an app:error or fatal error first (a 404 one
 * as the not-found screen),
 * then an unknown path (404), then a remote that failed to load or mount (500).
 */
export function selectError(state: Pick<ShellState, 'url' | 'error' | 'broken'>): ShownError | null {
  // A record that does not exist (/en/blog/nothing) reads like any unknown page: it names the path.
  if (state.error?.statusCode === 404) return { statusCode: 404, message: null, notFoundPath: state.error.url };
  if (state.error) return { statusCode: state.error.statusCode, message: state.error.statusMessage || null };
  const pathname = state.url.split(/[?#]/, 1)[0] ?? '/';
  const match = matchPage(pathname);
  if (!match) return { statusCode: 404, message: null, notFoundPath: state.url };
  if (state.broken.includes(match.route.app)) return { statusCode: 500, message: null };
  return null;
}
