/** Small cookie helpers (the auth cookie here, the locale cookie in the shell). */
export interface CookieOptions {
  /** Lifetime in seconds; omitted = session cookie. */
  maxAge?: number;
  /** Defaults to '/', the whole site. */
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
}

export const DAY_SECONDS = 24 * 60 * 60;

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { maxAge, path = '/', sameSite = 'Lax' } = options;
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=${sameSite}`;
  if (maxAge !== undefined) cookie += `; max-age=${Math.round(maxAge)}`;
  if (secure) cookie += '; Secure';
  document.cookie = cookie;
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0`;
}
