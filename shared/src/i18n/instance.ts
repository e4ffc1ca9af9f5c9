import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../types';
import en from './locales/en.json';
import ar from './locales/ar.json';
import { validationResources } from '../validation/messages';
// phone-text, not the phone index: the index pulls the input, its CSS and libphonenumber
// into every bundle that only needs translations.
import { PHONE_NS, phoneResources } from '../phone/phone-text';

/**
 * The one i18next instance of the page. `@site/shared` is a Module Federation
 * singleton, so every remote that imports this module gets this very object, and a
 * language change reaches every mounted remote at once.
 */
export const i18n: I18n = i18next.createInstance();

export const LANG_META: Record<Lang, { dir: 'rtl' | 'ltr'; intl: string; name: string }> = {
  ar: { dir: 'rtl', intl: 'ar-EG', name: 'العربية' },
  en: { dir: 'ltr', intl: 'en-US', name: 'English' },
};

/** SPEC 9 fallback locale en-US. */
export const FALLBACK_INTL = 'en-US';

let ready: Promise<unknown> | null = null;

export function initI18n(lang: Lang): Promise<unknown> {
  if (!ready) {
    ready = i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: ['ar', 'en'],
      ns: ['common', 'validation', PHONE_NS],
      defaultNS: 'common',
      resources: {
        en: { common: en, validation: validationResources.en, [PHONE_NS]: phoneResources.en },
        ar: { common: ar, validation: validationResources.ar, [PHONE_NS]: phoneResources.ar },
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

/** Each remote adds its own namespace once, in both languages. */
export function registerNamespace(ns: string, resources: { en: object; ar: object }): void {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, resources.en, true, false);
  if (!i18n.hasResourceBundle('ar', ns)) i18n.addResourceBundle('ar', ns, resources.ar, true, false);
}

export const currentLang = (): Lang => (i18n.language === 'ar' ? 'ar' : 'en');
