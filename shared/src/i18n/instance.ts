import i18next, { type i18n as I18n } from 'i18next';
import { LANGS, toLang, type Lang } from '../lang';
import { afterFirstMount } from '@site/shared/events';
import { bindI18n } from '@site/shared/i18n/react-binding';
import { addTexts, registeredNamespaces, textsBackend } from './texts';

/**
 * The one i18next instance of the page. `@site/shared` is a Module Federation
 * singleton, so every remote that imports this module gets this very object, and a
 * language change reaches every mounted remote at once. Texts come through its backend
 * (texts.ts): the page's language only, more on a language switch.
 */
export const i18n: I18n = i18next.createInstance().use(textsBackend);

addTexts('common', {
  en: () => import(/* webpackChunkName: "common-texts-en" */ './locales/en.json'),
  ar: () => import(/* webpackChunkName: "common-texts-ar" */ './locales/ar.json'),
});

let ready: Promise<unknown> | null = null;
let formTexts: Promise<void> = Promise.resolve();

/**
 * The validation, upload and phone texts arrive in their own chunk, off the first load: no page
 * shows them before the visitor has typed or picked a file (and the phone input carries its own
 * copy until they are there).
 */
function addFormTexts(): Promise<void> {
  return import(/* webpackChunkName: "form-texts" */ './form-texts').then(({ FORM_TEXTS }) => {
    for (const lang of LANGS) {
      for (const [ns, texts] of Object.entries(FORM_TEXTS[lang])) {
        if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, texts, true, false);
      }
    }
  });
}

/** Settles once the form texts are in (tests; pages need not wait). */
export const formTextsReady = (): Promise<void> => formTexts;

/** Starts i18next in `lang`; settles once the texts of every namespace registered so far are in. */
export function initI18n(lang: Lang): Promise<unknown> {
  if (!ready) {
    bindI18n(i18n);
    ready = i18n.init({
      lng: lang,
      // Both languages have every key (each app's locales test): no second language to fetch.
      fallbackLng: false,
      supportedLngs: [...LANGS],
      ns: registeredNamespaces(),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    formTexts = new Promise<void>((resolve, reject) => {
      afterFirstMount(() => {
        addFormTexts().then(resolve, reject);
      });
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  return ready;
}

/** The language i18next is in; the shell keeps it in step with the URL's prefix. */
export const currentLang = (): Lang => toLang(i18n.language);
