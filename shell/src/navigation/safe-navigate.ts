import { navigateToUrl } from 'single-spa';

/** Anything else (javascript:, data:, vbscript:, file: ...) is refused with a translated error. */
export const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

export function assertSafeUrl(url: string, base: string = window.location.href): URL {
  const parsed = new URL(url, base);
  if (!(ALLOWED_PROTOCOLS as readonly string[]).includes(parsed.protocol)) {
    throw new Error(`Cannot navigate to a URL with '${parsed.protocol}' protocol.`);
  }
  return parsed;
}

export interface NavigateDeps {
  spa: (url: string) => void;
  external: (url: string) => void;
  location: Pick<Location, 'href' | 'origin'>;
}

const defaultDeps = (): NavigateDeps => ({
  spa: (url) => navigateToUrl(url),
  external: (url) => window.location.assign(url),
  location: window.location,
});

/** The one way the shell navigates: same-origin pages through single-spa, the rest natively. */
export function safeNavigate(url: string, deps: NavigateDeps = defaultDeps()): void {
  const target = assertSafeUrl(url, deps.location.href);
  if (target.origin === deps.location.origin && (target.protocol === 'http:' || target.protocol === 'https:')) {
    deps.spa(target.pathname + target.search + target.hash);
  } else {
    deps.external(target.href);
  }
}
