export { i18n, initI18n, registerNamespace, currentLang, LANG_META, FALLBACK_INTL } from './instance';
export { formatDate, formatNumber, formatPrice } from './format';
export { useTranslation, Trans } from 'react-i18next';
export { keyPaths, placeholdersOf, leafAt } from './key-paths';
