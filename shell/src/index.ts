import './styles/index.css';
import { SSR_ATTRIBUTE } from '@site/shared/ssr';
import { expectHydration, SHELL_PART } from '@site/shared/ssr/hydration';
import { holdEarlyActions } from './start/early-actions';
import { applyInitialTheme } from './theme/initial-theme';

// Before anything async: the first paint must already be in the right theme.
applyInitialTheme();

// A server-rendered page: the shell's chrome and each area the server rendered hydrate on their
// own; until each has, what the visitor does there is held for it, not lost.
const root = document.getElementById(SHELL_PART);
if (root?.hasAttribute(SSR_ATTRIBUTE)) {
  expectHydration([SHELL_PART, ...[...root.querySelectorAll(`[${SSR_ATTRIBUTE}]`)].map((area) => area.id).filter(Boolean)]);
}
holdEarlyActions();

// Async boundary: shared singletons (React, i18next, @site/shared) resolve before use. The
// chunk's name lets the manifest list its files, so the page server can preload them.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
