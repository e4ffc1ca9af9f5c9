import './styles/index.css';
import { applyInitialTheme } from './theme/initial-theme';

// Before anything async: the first paint must already be in the right theme.
applyInitialTheme();

// Async boundary: shared singletons (React, i18next, @site/shared) resolve before use.
void import('./bootstrap');
