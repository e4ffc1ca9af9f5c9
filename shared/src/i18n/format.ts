import { LANG_META, type Lang } from '../lang';

/** Dates in the language's Intl locale (ar-EG, en-US). */
export function formatDate(value: string | Date, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(LANG_META[lang].intl, options).format(date);
}

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LANG_META[lang].intl, options).format(value);
}

/** Prices are in Saudi riyals. */
export const formatPrice = (value: number, lang: Lang) =>
  formatNumber(value, lang, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 });
