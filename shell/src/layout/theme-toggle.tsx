import { useSyncExternalStore } from 'react';
import { isDark, setDark } from '../theme/theme';
import { useShellT } from './use-shell-t';

const subscribeTheme = (onChange: () => void) => {
  window.addEventListener('theme:changed', onChange);
  return () => window.removeEventListener('theme:changed', onChange);
};

export function ThemeToggle() {
  const { t } = useShellT();
  // The server cannot know the visitor's theme: it renders (and hydration reads) light, then the real one shows.
  const dark = useSyncExternalStore(subscribeTheme, () => isDark(), () => false);
  const label = dark ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className="sh-icon-btn"
      aria-label={label}
      title={label}
      aria-pressed={dark}
      onClick={() => setDark(!dark)}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
