import { i18n, useTranslation } from '@site/shared/i18n';

/** UI texts live in the 'common' namespace of the page's one i18next instance. */
export const useUiText = () => useTranslation('common', { i18n });
