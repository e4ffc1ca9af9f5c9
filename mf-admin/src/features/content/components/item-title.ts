import type { ContentItem } from '@site/shared/content-editing';
import type { Lang } from '@site/shared/lang';

const pairText = (value: unknown, lang: Lang): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const text = (value as Record<string, unknown>)[lang];
  return typeof text === 'string' && text.trim() ? text : null;
};

/** An item's name in a list: its title (or name, or question) in the page's language, else its id. */
export function itemTitle(item: ContentItem, lang: Lang): string {
  const data = item.draft?.data ?? item.live ?? {};
  for (const key of ['title', 'name', 'question', 'label', 'heading']) {
    const text = pairText(data[key], lang);
    if (text) return text;
  }
  return item.id;
}
