import { emit } from '@site/shared/events';
import { i18n } from '@site/shared/i18n';
import { clearAuthUser } from './auth-cookie';
import { api } from './client';
import { showToast } from './toast';

/**
 * Ends the session on the server (best effort: an expired token is fine), then
 * forgets it locally and tells every app.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { silent: true });
  } catch {
    // The local sign-out must happen whatever the server says.
  }
  clearAuthUser();
  emit('auth:changed', { signedIn: false });
  showToast((toast) => toast.success(i18n.t('toasts.loggedOut', { ns: 'common' })));
}
