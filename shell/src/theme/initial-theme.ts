/**
 * Runs at the top of the entry module, before any React or remote code, so the first
 * paint already has the right theme (an inline <head> script would be blocked by the CSP).
 * Kept free of shared imports: it runs before the federation share scope is ready.
 */
export const THEME_KEY = 'sh-theme';

export function initialDark(stored: string | null, prefersDark: boolean): boolean {
  if (stored === 'dark') return true;
  if (stored === 'light') return false;
  return prefersDark;
}

export function readStoredTheme(): string | null {
  try {
    return window.localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

export function applyDark(dark: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function applyInitialTheme(): void {
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  applyDark(initialDark(readStoredTheme(), prefersDark));
}
