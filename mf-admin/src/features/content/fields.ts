import { z } from 'zod';
import type { ContentType } from '@site/shared/content-editing';

type Data = Record<string, unknown>;

/**
 * How a field is edited, read from its value: the API accepts any column of the type's table, so
 * the form follows the item's own shape rather than a list written per type.
 * - pair: `{ en, ar }` side by side; rich: the same, as rich text (articles' body)
 * - lines: a list of pairs (tags), one per line in each language
 * - text / number / flag: a plain column; json: anything else (hours, links), as JSON
 */
export type FieldKind = 'pair' | 'rich' | 'lines' | 'text' | 'number' | 'flag' | 'json';

export interface FieldSpec { key: string; kind: FieldKind }

/** Fields holding rich text by type (the API sanitises the same ones). */
const RICH: Partial<Record<ContentType, readonly string[]>> = { articles: ['body'] };

const isPair = (value: unknown): value is { en: string; ar: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === 'ar,en';
const isPairList = (value: unknown): value is Array<{ en: string; ar: string }> => Array.isArray(value) && value.length > 0 && value.every(isPair);

function kindOf(type: ContentType, key: string, value: unknown): FieldKind {
  if (isPair(value)) return RICH[type]?.includes(key) ? 'rich' : 'pair';
  if (isPairList(value) || (Array.isArray(value) && value.length === 0 && key === 'tags')) return 'lines';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'flag';
  return 'json';
}

/** The editable fields of an item, in its own order; the id is the item's address and stays. */
export const fieldsOf = (type: ContentType, data: Data): FieldSpec[] =>
  Object.entries(data).filter(([key]) => key !== 'id').map(([key, value]) => ({ key, kind: kindOf(type, key, value) }));

export type FormValues = { fields: Record<string, unknown> };

const splitLines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** An item's data as the form holds it (lists as lines, numbers and JSON as text). */
export function toForm(specs: FieldSpec[], data: Data): FormValues {
  const fields: Record<string, unknown> = {};
  for (const { key, kind } of specs) {
    const value = data[key];
    if (kind === 'lines') {
      const list = (value as Array<{ en: string; ar: string }>) ?? [];
      fields[key] = { en: list.map((p) => p.en).join('\n'), ar: list.map((p) => p.ar).join('\n') };
    } else if (kind === 'number') fields[key] = String(value);
    else if (kind === 'json') fields[key] = JSON.stringify(value ?? null, null, 2);
    else fields[key] = value;
  }
  return { fields };
}

/** The form's values as the draft the API stores. */
export function fromForm(specs: FieldSpec[], values: FormValues): Data {
  const data: Data = {};
  for (const { key, kind } of specs) {
    const value = values.fields[key];
    if (kind === 'lines') {
      const { en, ar } = value as { en: string; ar: string };
      const enLines = splitLines(en);
      const arLines = splitLines(ar);
      data[key] = Array.from({ length: Math.max(enLines.length, arLines.length) }, (_, i) => ({ en: enLines[i] ?? '', ar: arLines[i] ?? '' }));
    } else if (kind === 'number') data[key] = Number(value);
    else if (kind === 'json') data[key] = JSON.parse(value as string) as unknown;
    else data[key] = value;
  }
  return data;
}

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The form's schema, from the same specs; messages are keys of the console's texts. */
export function schemaOf(specs: FieldSpec[]) {
  const pair = z.object({ en: z.string().max(100_000), ar: z.string().max(100_000) });
  const shape: Record<string, z.ZodType> = {};
  for (const { key, kind } of specs) {
    shape[key] = {
      pair,
      rich: pair,
      lines: pair,
      text: z.string().max(100_000),
      number: z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'content.errors.number'),
      flag: z.boolean(),
      json: z.string().refine(parses, 'content.errors.json'),
    }[kind];
  }
  return z.object({ fields: z.object(shape) });
}

/**
 * A new item of a type, shaped like an existing one: texts empty, the kind and numbers kept (a
 * blog post stays a blog post), the date now.
 */
export function blankLike(sample: Data, now: Date): Data {
  const blank: Data = {};
  for (const [key, value] of Object.entries(sample)) {
    if (key === 'id') continue;
    if (isPair(value)) blank[key] = { en: '', ar: '' };
    else if (Array.isArray(value) && (value.length === 0 || isPairList(value))) blank[key] = [];
    else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) blank[key] = now.toISOString();
    else if (typeof value === 'string' && key !== 'kind') blank[key] = '';
    else blank[key] = value;
  }
  return blank;
}
