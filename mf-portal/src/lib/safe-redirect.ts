import { href, matchPage } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';

const AUTH_PAGES = new Set(['login', 'register', 'otp', 'forgot-password', 'new-password']);

/**
 * Where to go after signing in. `from` comes from the query string, so only a same-origin
 * path is trusted: '//evil.example' and '/\evil.example' are protocol-relative URLs to
 * browsers, and absolute URLs or other schemes would make login an open redirect.
 */
export function safeFrom(from: string | null | undefined, lang: Lang): string {
  const fallback = href('tickets', lang);
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  if (/\s/.test(from) || [...from].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  const path = from.split(/[?#]/, 1)[0] ?? '';
  const page = matchPage(path);
  // Going back to a sign-in page would loop.
  if (page && AUTH_PAGES.has(page.route.id)) return fallback;
  return from;
}
