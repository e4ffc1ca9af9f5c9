import type { Faq } from '@site/shared/types';

/**
 * Folds the differences a searcher does not type: case, Arabic diacritics and tatweel,
 * alef/yeh/teh-marbuta variants, and Latin accents.
 */
export function foldForSearch(text: string, lang: string): string {
  return text
    .toLocaleLowerCase(lang)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/\s+/g, ' ')
    .trim();
}

export const ALL_CATEGORIES = '';

export function filterFaqs(faqs: readonly Faq[], query: string, category: string, lang: string): Faq[] {
  const words = foldForSearch(query, lang).split(' ').filter(Boolean);
  return faqs.filter((faq) => {
    if (category !== ALL_CATEGORIES && faq.category !== category) return false;
    const haystack = foldForSearch(`${faq.question} ${faq.answer}`, lang);
    return words.every((w) => haystack.includes(w));
  });
}

export const categoriesOf = (faqs: readonly Faq[]) => [...new Set(faqs.map((f) => f.category))].filter(Boolean);
