import { type Role, isRole } from '../permissions';
import { emit } from '@site/shared/events';
import { DAY_SECONDS, deleteCookie, getCookie, setCookie } from './cookies';

/**
 * The `auth_user` cookie's presence means signed in; it holds the token. The
 * API reads the token only from the Authorization header, never from this cookie.
 */
export const AUTH_COOKIE = 'auth_user';
export const AUTH_COOKIE_MAX_AGE = 30 * DAY_SECONDS;

export interface AuthUser {
  token: string;
  name: string;
  /**
   * Which links the header offers (an agent also gets the inbox). Only a hint for the chrome:
   * every page and the API check the role themselves. Absent in cookies from before it existed.
   */
  role?: Role;
}

/** The stored user, or null when absent or unreadable (a malformed cookie is treated as signed out). */
export function getAuthUser(): AuthUser | null {
  const raw = getCookie(AUTH_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AuthUser> | null;
    if (!value || typeof value.token !== 'string' || !value.token) return null;
    return { token: value.token, name: typeof value.name === 'string' ? value.name : '', role: isRole(value.role) ? value.role : 'client' };
  } catch {
    return null;
  }
}

export const isSignedIn = (): boolean => getAuthUser() !== null;

/** Stores the session and tells every app (header, chat, ...) that the user signed in. */
export function setAuthUser(user: AuthUser): void {
  setCookie(AUTH_COOKIE, JSON.stringify({ token: user.token, name: user.name, role: user.role ?? 'client' }), { maxAge: AUTH_COOKIE_MAX_AGE });
  emit('auth:changed', { signedIn: true });
}

/** Removes the cookie; returns whether there was one. Callers decide whether to announce it. */
export function clearAuthUser(): boolean {
  const had = getCookie(AUTH_COOKIE) !== null;
  deleteCookie(AUTH_COOKIE);
  return had;
}
