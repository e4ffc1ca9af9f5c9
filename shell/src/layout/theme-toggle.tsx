import { useState } from 'react';
import { isDark, setDark } from '../theme/theme';
import { useShellT } from './use-shell-t';

export function ThemeToggle() {
  const { t } = useShellT();
  const [dark, setDarkState] = useState(() => isDark());
  const label = dark ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className="sh-icon-btn"
      aria-label={label}
      title={label}
      aria-pressed={dark}
      onClick={() => {
        setDark(!dark);
        setDarkState(!dark);
      }}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
