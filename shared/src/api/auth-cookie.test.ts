import { on } from '@site/shared/events';
import { AUTH_COOKIE, clearAuthUser, getAuthUser, isSignedIn, setAuthUser } from './auth-cookie';
import { getCookie, setCookie } from './cookies';

const writes: string[] = [];
let spy: jest.SpyInstance;

beforeEach(() => {
  document.cookie = `${AUTH_COOKIE}=; path=/; max-age=0`;
  writes.length = 0;
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
  spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set?.call(document, value);
  });
});
afterEach(() => spy.mockRestore());

it('stores { token, name, role } as JSON for 30 days on path / with SameSite=Lax', () => {
  const changes: unknown[] = [];
  const off = on('auth:changed', (d) => changes.push(d));
  setAuthUser({ token: 'abc', name: 'سارة' });
  off();
  expect(getAuthUser()).toEqual({ token: 'abc', name: 'سارة', role: 'client' });
  expect(isSignedIn()).toBe(true);
  expect(writes[0]).toMatch(/^auth_user=[^;]+; path=\/; SameSite=Lax; max-age=2592000$/);
  expect(changes).toEqual([{ signedIn: true }]);
});

it('keeps an agent\'s role for the header, and reads a cookie from before roles as a client\'s', () => {
  setAuthUser({ token: 'abc', name: 'Omar', role: 'agent' });
  expect(getAuthUser()?.role).toBe('agent');
  document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ token: 't', name: 'Old' }))}; path=/`;
  expect(getAuthUser()).toEqual({ token: 't', name: 'Old', role: 'client' });
});

it('clears the cookie and reports whether there was one', () => {
  setAuthUser({ token: 'abc', name: 'A' });
  expect(clearAuthUser()).toBe(true);
  expect(getAuthUser()).toBeNull();
  expect(isSignedIn()).toBe(false);
  expect(clearAuthUser()).toBe(false);
});

it.each(['not json', '%E0%A4%A', '{"name":"no token"}', 'null', '{"token":""}'])('treats a malformed cookie %s as signed out', (raw) => {
  document.cookie = `${AUTH_COOKIE}=${raw}; path=/`;
  expect(getAuthUser()).toBeNull();
  expect(isSignedIn()).toBe(false);
});

it('adds Secure when asked (https pages get it by default)', () => {
  setCookie('locale', 'ar', { maxAge: 365 * 86400, secure: true });
  expect(writes[0]).toBe('locale=ar; path=/; SameSite=Lax; max-age=31536000; Secure');
});

it('reads one cookie among several', () => {
  document.cookie = 'a=1; path=/';
  document.cookie = 'locale=en; path=/';
  expect(getCookie('locale')).toBe('en');
  expect(getCookie('missing')).toBeNull();
});
