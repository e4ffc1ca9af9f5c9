export { i18n, initI18n, currentLang, formTextsReady } from './instance';
export { registerNamespace, textsReady, type NamespaceResources } from './namespace';
export { useLang } from './use-lang';
export { formatDate, formatNumber, formatPrice } from './format';
export { useTranslation, type UseTranslationOptions } from '@site/shared/i18n/react-binding';
export { Trans } from './trans';
export { keyPaths, placeholdersOf, leafAt, pluralBase, compareLocales, IN_STEP, type LocaleDifferences } from './key-paths';
