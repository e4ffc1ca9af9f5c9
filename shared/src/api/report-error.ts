import { emit } from '@site/shared/events';
import { i18n } from '@site/shared/i18n';
import { langOfPath, loginHref, matchPage } from '@site/shared/routes';
import { clearAuthUser } from './auth-cookie';
import { showToast } from './toast';
import type { ApiError } from './errors';

/** Statuses that switch the page to the shell's error screen; others only toast. */
const SCREEN_STATUSES = new Set([401, 403, 404, 500]);

declare global {
  interface Window {
    /** Set by single-spa: navigates without a reload and reroutes every app. */
    singleSpaNavigate?: (url: string) => void;
  }
}

export function navigate(url: string): void {
  if (typeof window.singleSpaNavigate === 'function') window.singleSpaNavigate(url);
  else window.location.assign(url);
}

function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (matchPage(pathname)?.route.id === 'login') return;
  navigate(loginHref(langOfPath(pathname), `${pathname}${search}`));
}

/**
 * A toast with the body's message for every error; then 401 signs out and goes
 * to the localized login with `from`, and 401/403/404/500 show the error screen.
 * `silent` callers (forms with inline errors) get none of it, only the thrown error;
 * a stale token is still dropped on 401, since keeping it would fail every later call.
 */
export function reportApiError(error: ApiError, { silent = false, sentToken = false } = {}): void {
  if (error.status === 401 && sentToken && clearAuthUser()) emit('auth:changed', { signedIn: false });
  if (silent) return;
  showToast((toast) => toast.error(error.message));
  if (error.status === 401) redirectToLogin();
  if (SCREEN_STATUSES.has(error.status)) {
    emit('app:error', { statusCode: error.status, statusMessage: i18n.t(`errors.${error.status}`, { ns: 'common' }) });
  }
}
