import { i18n, registerNamespace } from '@site/shared/i18n';
import { LANGS, type Lang } from '@site/shared/lang';
import { textsInParts } from './parts';

/**
 * This remote's translations, the page's language's only, in two parts: what home shows
 * (`first/<lang>.json`, chunk `texts-<lang>`, preloaded by the page server with every page of
 * this remote) and the other pages' (`<lang>.json`, chunk `more-texts-<lang>`), which a page
 * other than home loads with its own chunk (`pageTexts`, pages/registry.tsx). Home, the landing
 * page, hydrates without the texts of the twenty pages it does not show.
 */
const texts = textsInParts(
  {
    en: () => import(/* webpackChunkName: "texts-en" */ './first/en.json'),
    ar: () => import(/* webpackChunkName: "texts-ar" */ './first/ar.json'),
  },
  {
    en: () => import(/* webpackChunkName: "more-texts-en" */ './en.json'),
    ar: () => import(/* webpackChunkName: "more-texts-ar" */ './ar.json'),
  },
  {
    // On the server every page renders from one bundle: both parts, always.
    always: typeof window === 'undefined',
    addLater: (lang: Lang, later: object) => i18n.addResourceBundle(lang, 'marketing', later, true, false),
    loadedLangs: () => LANGS.filter((lang) => lang === i18n.language || i18n.hasResourceBundle(lang, 'marketing')),
  },
);

export const { useT: useMk } = registerNamespace('marketing', texts.loaders);

/** Settles once the texts of every page are in (in each language loaded so far, and in any loaded later). */
export const pageTexts = texts.wantLater;
