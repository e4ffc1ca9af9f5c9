import { registerNamespace } from '@site/shared/i18n';

/** This remote's translations, the page's language's only (chunk `texts-<lang>`, preloaded by the page server), added to the page's i18next instance on import; `useChatT` translates with them. */
export const { useT: useChatT } = registerNamespace('chat', {
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json'),
});
