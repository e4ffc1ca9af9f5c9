import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, toLang, type Lang } from '../lang';
import en from './locales/en.json';
import ar from './locales/ar.json';
import { validationResources } from '../validation/messages';
import { uploadResources } from '../uploads/messages';
// phone-text, not the phone index: the index pulls the input, its CSS and libphonenumber
// into every bundle that only needs translations.
import { PHONE_NS, phoneResources } from '../phone/phone-text';

/**
 * The one i18next instance of the page. `@site/shared` is a Module Federation
 * singleton, so every remote that imports this module gets this very object, and a
 * language change reaches every mounted remote at once.
 */
export const i18n: I18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

export function initI18n(lang: Lang): Promise<unknown> {
  if (!ready) {
    ready = i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      ns: ['common', 'validation', 'uploads', PHONE_NS],
      defaultNS: 'common',
      resources: {
        en: { common: en, validation: validationResources.en, uploads: uploadResources.en, [PHONE_NS]: phoneResources.en },
        ar: { common: ar, validation: validationResources.ar, uploads: uploadResources.ar, [PHONE_NS]: phoneResources.ar },
      } satisfies Resource,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  return ready;
}

/** The language i18next is in; the shell keeps it in step with the URL's prefix. */
export const currentLang = (): Lang => toLang(i18n.language);
