import { mediaSrcSet } from '@site/shared/media';
import type { ImageRef } from '@site/shared/types';
import type { Lang } from '../../i18n/index.js';
import type { Localized } from '../../db/schema/content.js';

/** The request's language out of a stored `{ en, ar }` pair (English when a side is blank). */
export const pick = (value: Localized, lang: Lang): string => value[lang] || value.en;

export const pickList = (values: readonly Localized[], lang: Lang): string[] => values.map((v) => pick(v, lang));

/** An image as pages get it; a media-library copy brings its narrower copies as `srcSet`. */
export function image(src: string, alt: Localized, lang: Lang): ImageRef {
  const srcSet = mediaSrcSet(src);
  return { src, alt: pick(alt, lang), ...(srcSet ? { srcSet } : {}) };
}
