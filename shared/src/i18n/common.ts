import en from './locales/en.json' with { type: 'json' };
import ar from './locales/ar.json' with { type: 'json' };
import type { Lang } from '../lang';
import { leafAt } from './key-paths';

/**
 * The 'common' namespace (site name, page titles, errors, navigation) as plain data, for
 * code that translates without i18next: the API writes page titles from it.
 */
export const commonResources: Record<Lang, typeof en> = { en, ar };

/** A lookup in one language's 'common' texts; an unknown key comes back as itself. */
export const commonText = (lang: Lang) => (key: string): string => {
  const value = leafAt(commonResources[lang], key);
  return typeof value === 'string' ? value : key;
};
