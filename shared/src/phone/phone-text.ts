import { useEffect, useReducer } from 'react';
import { boundI18n } from '@site/shared/i18n/react-binding';
import en from './locales/en.json';
import ar from './locales/ar.json';
import type { PhoneReason } from './types';
import { toLang } from '../lang';

export const PHONE_NS = 'phone';
export const phoneResources = { en, ar } as const;

type Dict = typeof en;
export type PhoneTextKey = Exclude<keyof Dict, 'errors'> | `errors.${PhoneReason}`;
export type PhoneT = (key: PhoneTextKey, vars?: Record<string, string>) => string;

/** Page language: the prop, else <html lang>, else English. */
export function resolveLang(lang?: string): string {
  const fromDoc = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return (lang || fromDoc || 'en').toLowerCase();
}

function lookup(dict: Dict, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict);
  return typeof value === 'string' ? value : undefined;
}

const interpolate = (text: string, vars?: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars?.[name] ?? '');

/**
 * Phone texts from the page's i18next instance when it has the `phone` namespace,
 * else straight from the bundled JSON: the input keeps working in tests, storybooks
 * and pages that never initialised i18next.
 */
export function usePhoneText(lang?: string): { t: PhoneT; lang: string } {
  const i18n = boundI18n();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!i18n?.on) return undefined;
    i18n.on('languageChanged', rerender);
    return () => i18n.off('languageChanged', rerender);
  }, [i18n]);

  const active = resolveLang(lang);
  const short = toLang(active);
  const t: PhoneT = (key, vars) => {
    if (i18n?.hasResourceBundle?.(short, PHONE_NS)) {
      return String(i18n.getFixedT(short, PHONE_NS)(key, vars ?? {}));
    }
    return interpolate(lookup(phoneResources[short], key) ?? lookup(en, key) ?? key, vars);
  };
  return { t, lang: active };
}
