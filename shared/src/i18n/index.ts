export { i18n, initI18n, currentLang } from './instance';
export { registerNamespace, type NamespaceResources } from './namespace';
export { useLang } from './use-lang';
export { formatDate, formatNumber, formatPrice } from './format';
export { useTranslation, Trans } from 'react-i18next';
export { keyPaths, placeholdersOf, leafAt, pluralBase, compareLocales, IN_STEP, type LocaleDifferences } from './key-paths';
