import { registerNamespace } from '@site/shared/i18n';

/** This remote's translations, the page's language's only (chunk `texts-<lang>`), added to the page's i18next instance on import. */
export const { ns: NS, useT: useAdminT } = registerNamespace('admin', {
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json'),
});
