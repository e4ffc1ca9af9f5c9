import { applyInitialTheme, initialDark, THEME_KEY } from './initial-theme';
import { isDark, setDark } from './theme';

describe('theme', () => {
  it('uses the stored choice, else the system preference', () => {
    expect(initialDark('dark', false)).toBe(true);
    expect(initialDark('light', true)).toBe(false);
    expect(initialDark(null, true)).toBe(true);
    expect(initialDark(null, false)).toBe(false);
  });
  it('toggles the dark class, remembers it and emits theme:changed', () => {
    const seen = jest.fn();
    window.addEventListener('theme:changed', (e) => {
      seen((e as CustomEvent<{ dark: boolean }>).detail);
    });
    setDark(true);
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(seen).toHaveBeenCalledWith({ dark: true });
    setDark(false);
    applyInitialTheme();
    expect(isDark()).toBe(false);
  });
});
