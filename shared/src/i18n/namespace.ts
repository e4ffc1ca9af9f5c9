import { useTranslation, type UseTranslationOptions } from '@site/shared/i18n/react-binding';
import { LANGS, type Lang } from '../lang';
import { i18n } from './instance';

export type NamespaceResources = Record<Lang, object>;

/**
 * Adds an app's own translations (its namespace, in both languages) to the page's i18next
 * instance and returns the hook its components translate with. Safe at module load: when
 * the shell (or a standalone entry) has not initialised i18next yet, the bundles are added
 * as soon as it has. Registering a namespace twice keeps the first bundles.
 */
export function registerNamespace<const NS extends string>(ns: NS, resources: NamespaceResources) {
  const add = () => {
    for (const lang of LANGS) {
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, resources[lang], true, false);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
  return { ns, useT: (options: Pick<UseTranslationOptions, 'lng'> = {}) => useTranslation(ns, { ...options, i18n }) };
}
