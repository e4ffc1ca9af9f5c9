import { useEffect, useMemo, useReducer } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

let bound: I18n | undefined;

/**
 * The page's i18next instance, once `initI18n` bound it. Modules that must not import the
 * instance itself (the validation schemas the API also uses) read it here.
 */
export const boundI18n = (): I18n | undefined => bound;
export const bindI18n = (instance: I18n): void => {
  bound = instance;
};

export interface UseTranslationOptions {
  /** Another instance than the bound one. */
  i18n?: I18n;
  /** A fixed language instead of the instance's current one. */
  lng?: string;
}

export interface UseTranslationResponse {
  t: TFunction;
  i18n: I18n;
}

const keyOnly = ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction;

/**
 * `t` for a namespace (or a list: the first is the default, the rest are fallbacks) that follows
 * the instance's language: the component renders again on every language change, with a new `t`
 * (so memos that depend on it recompute). Before the instance is bound, `t` answers the key.
 */
export function useTranslation(ns?: string | readonly string[], options: UseTranslationOptions = {}): UseTranslationResponse {
  const instance = options.i18n ?? bound;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const lang = options.lng ?? instance?.language;
  const nsKey = Array.isArray(ns) ? ns.join(' ') : (ns as string | undefined);

  useEffect(() => {
    if (!instance) return undefined;
    instance.on('languageChanged', rerender);
    // A change between this render and the subscription would otherwise go unseen.
    if (!options.lng && instance.language !== lang) rerender();
    return () => instance.off('languageChanged', rerender);
  }, [instance, lang, options.lng]);

  const t = useMemo(() => {
    if (!instance) return keyOnly;
    const namespaces = nsKey ? nsKey.split(' ') : null;
    return lang ? instance.getFixedT(lang, namespaces) : instance.getFixedT(null, namespaces);
  }, [instance, lang, nsKey]);
  return { t, i18n: instance as I18n };
}
