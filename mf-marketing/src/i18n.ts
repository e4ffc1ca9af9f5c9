import { i18n, registerNamespace, useTranslation } from '@site/shared/i18n';
import en from './locales/en.json';
import ar from './locales/ar.json';

export const NS = 'marketing';

/** Registers the namespace now, or as soon as the shell has initialised i18n. */
export function registerMarketing(): void {
  if (i18n.isInitialized) registerNamespace(NS, { en, ar });
  else i18n.on('initialized', () => registerNamespace(NS, { en, ar }));
}

registerMarketing();

export const useMk = () => useTranslation(NS);
