import type { Localized } from '../../schema/content.js';

/** English first, Arabic second: every seeded phrase exists in both languages. */
export const L = (en: string, ar: string): Localized => ({ en, ar });

export const img = (path: string) => `/media/images/${path}`;
