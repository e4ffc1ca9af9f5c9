import { emit } from '@site/shared/events';
import { applyDark, THEME_KEY } from './initial-theme';

export const isDark = (root: HTMLElement = document.documentElement) => root.classList.contains('dark');

/** The header toggle: remembered in localStorage, announced to the remotes. */
export function setDark(dark: boolean): void {
  applyDark(dark);
  try {
    window.localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    // private mode: the choice lasts for this page only
  }
  emit('theme:changed', { dark });
}
