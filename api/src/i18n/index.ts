import i18next, { type TOptions } from 'i18next';
import { DEFAULT_LANG, LANGS, langOfTag, type Lang } from '@site/shared/lang';
import { ar } from './ar.js';
import { en } from './en.js';

export { LANGS, type Lang };
export const resources = { en, ar } as const;

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A message key plus its interpolation values; translated at the edge, per request. */
export interface Msg {
  key: string;
  params?: Record<string, string | number>;
}

export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const values: TOptions = { ...params };
  if (typeof params.field === 'string' && i18n.exists(`fields.${params.field}`, { lng: lang })) {
    values.field = i18n.t(`fields.${params.field}`, { lng: lang });
  }
  return i18n.t(key, { lng: lang, ...values });
}

function flatten(obj: object, prefix = ''): Array<[string, string]> {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v as object, `${prefix}${k}.`),
  );
}

const normalize = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();
/** English text -> key, so messages written in English (e.g. shared zod schemas) can be translated. */
const keyByEnglish = new Map(
  flatten(en)
    .filter(([, text]) => !text.includes('{{'))
    .map(([key, text]) => [normalize(text), key]),
);

/** Translate a message that is either a key of the table or an English sentence from it. */
export function translateMessage(lang: Lang, message: string): string {
  if (i18n.exists(message, { lng: 'en' })) return t(lang, message);
  const key = keyByEnglish.get(normalize(message));
  return key ? t(lang, key) : message;
}

/** An Accept-Language header's tags, most preferred first (q=0 refused). */
export function acceptedTags(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Picks ar or en from Accept-Language, honouring q-values; en is the default and the fallback. */
export function pickLang(header: string | string[] | undefined): Lang {
  for (const tag of acceptedTags(header)) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
