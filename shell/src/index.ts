import './styles/index.css';
import { applyInitialTheme } from './theme/initial-theme';

// Before anything async: the first paint must already be in the right theme.
applyInitialTheme();

// Async boundary: shared singletons (React, i18next, @site/shared) resolve before use. The
// chunk's name lets the manifest list its files, so the page server can preload them.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
