import { useEffect, useState } from 'react';
import { on } from '@site/shared/events';
import { getAuthUser, isSignedIn, signOut } from '@site/shared/api';

export { isSignedIn, signOut };

/** The header's view of the session: re-read on auth:changed (any app may sign in or out). */
export function useAuthUser() {
  const [user, setUser] = useState(getAuthUser);
  useEffect(() => on('auth:changed', () => setUser(getAuthUser())), []);
  return user;
}
