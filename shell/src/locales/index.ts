import { registerNamespace } from '@site/shared/i18n';
import ar from './ar.json';
import en from './en.json';

/** The shell's own texts (header, footer, account menu), added to the page's i18next instance on import. */
export const { ns: SHELL_NS } = registerNamespace('shell', { en, ar });
