import { useEffect, useReducer } from 'react';
import { useTranslation, type UseTranslationOptions } from '@site/shared/i18n/react-binding';
import { LANGS } from '../lang';
import { i18n } from './instance';
import { addTexts, inline, type NamespaceTexts } from './texts';

export type NamespaceResources = NamespaceTexts;

const loading = new Set<Promise<unknown>>();

/**
 * Settles once the texts of every namespace registered so far are in, in the page's language: a
 * remote's lifecycles wait for it before they render (@site/shared/spa).
 */
export const textsReady = (): Promise<unknown> => Promise.all([...loading]);

/**
 * A fixed language (`lng`) whose texts are not in yet (a widget told to speak another language
 * than the page's): they are fetched, and until they are in the page's language is used, so the
 * component never shows bare keys; it renders again once they are in.
 */
function useLoadedLanguage(lng: string | undefined, ns: string): string | undefined {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const missing = Boolean(lng) && i18n.isInitialized && !i18n.hasResourceBundle(lng as string, ns);
  useEffect(() => {
    if (!missing || !lng) return undefined;
    let live = true;
    void i18n.loadLanguages(lng).then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [missing, lng]);
  return missing ? undefined : lng;
}

/**
 * Adds an app's own translations (its namespace) to the page's i18next instance and returns the
 * hook its components translate with. Texts given inline are added in both languages; texts
 * given as loaders (`{ en: () => import('./en.json'), ... }`) are fetched for the page's
 * language only, and for another one when the page switches to it (texts.ts). Safe at module
 * load: before i18next has started, the namespace joins its start. Registering a namespace twice
 * keeps the first texts.
 */
export function registerNamespace<const NS extends string>(ns: NS, resources: NamespaceResources) {
  addTexts(ns, resources);
  if (inline(resources)) {
    const add = () => {
      for (const lang of LANGS) {
        if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, resources[lang], true, false);
      }
    };
    if (i18n.isInitialized) add();
    else i18n.on('initialized', add);
  } else if (i18n.isInitialized) {
    const load = i18n.loadNamespaces(ns);
    const done = () => void loading.delete(load);
    loading.add(load);
    load.then(done, done);
  }
  const useT = (options: Pick<UseTranslationOptions, 'lng'> = {}) => useTranslation(ns, { ...options, lng: useLoadedLanguage(options.lng, ns), i18n });
  return { ns, useT };
}
