/** Text of a field in one language, ignoring markup and spaces: `<p></p>` is as empty as ''. */
const hasText = (value: string) => value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;

const isPair = (value: unknown): value is { en: string; ar: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { en?: unknown }).en === 'string' && typeof (value as { ar?: unknown }).ar === 'string';

/**
 * The fields of an item written in one language only (`title`, `tags[2]`, `hours[0].label`): every
 * `{ en, ar }` pair, however deep, where one side has text and the other has none.
 */
export function missingTranslations(data: unknown, path = ''): string[] {
  if (isPair(data)) return hasText(data.en) !== hasText(data.ar) ? [path] : [];
  if (Array.isArray(data)) return data.flatMap((value, i) => missingTranslations(value, `${path}[${i}]`));
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([key, value]) => missingTranslations(value, path ? `${path}.${key}` : key));
  }
  return [];
}
