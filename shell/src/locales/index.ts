import { registerNamespace } from '@site/shared/i18n';

/**
 * The shell's own texts (header, footer, account menu), the page's language's only, added to the
 * page's i18next instance on import. They share one chunk with the common texts of
 * `@site/shared/i18n` (`common-texts-<lang>`, same chunk name): every page needs both before it
 * hydrates, and one file is one request less and compresses better than two.
 */
export const { ns: SHELL_NS } = registerNamespace('shell', {
  en: () => import(/* webpackChunkName: "common-texts-en" */ './en.json'),
  ar: () => import(/* webpackChunkName: "common-texts-ar" */ './ar.json'),
});
