import toast from 'react-hot-toast';
import { setAuthUser } from '@site/shared/api';
import type { SessionGrant } from '@site/shared/types';

/** Stores the session the API granted; setAuthUser announces auth:changed to the other apps. */
export function signIn(grant: SessionGrant, loggedInText: string): void {
  setAuthUser({ token: grant.token, name: grant.user.fullName, role: grant.user.role });
  toast.success(loggedInText);
}
