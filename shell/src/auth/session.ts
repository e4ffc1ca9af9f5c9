import { useMemo, useSyncExternalStore } from 'react';
import { on } from '@site/shared/events';
import { AUTH_COOKIE, getAuthUser, getCookie, isSignedIn, signOut } from '@site/shared/api';

export { isSignedIn, signOut };

const subscribe = (onChange: () => void) => on('auth:changed', onChange);
const readCookie = () => getCookie(AUTH_COOKIE);

/**
 * The header's view of the session: re-read on auth:changed (any app may sign in or out). A
 * server-rendered page is the same for everyone, so it is rendered (and hydrated) signed out,
 * and shows the session right after.
 */
export function useAuthUser() {
  const raw = useSyncExternalStore(subscribe, readCookie, () => null);
  return useMemo(() => (raw === null ? null : getAuthUser()), [raw]);
}
