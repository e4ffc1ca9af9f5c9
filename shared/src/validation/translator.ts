import type { Lang } from '../lang';
import { validationResources } from './messages';

export type TranslateParams = Record<string, string | number>;
/** What every schema factory takes: a message key of the 'validation' namespace plus values. */
export type Translate = (key: string, params?: TranslateParams) => string;

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(template: string, values: TranslateParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/**
 * Pure translator over the validation messages (no i18next), so the API can build the
 * same schemas per request language. A `field` param that names a known label
 * (`fields.<name>`) is replaced by its translation; unknown keys fall back to English,
 * then to the key itself.
 */
export function makeTranslator(lang: Lang): Translate {
  const own = validationResources[lang] as Tree;
  const fallback = validationResources.en as Tree;
  return (key, params = {}) => {
    const template = lookup(own, key) ?? lookup(fallback, key) ?? key;
    const values = { ...params };
    if (typeof params.field === 'string') {
      values.field = lookup(own, `fields.${params.field}`) ?? lookup(fallback, `fields.${params.field}`) ?? params.field;
    }
    return interpolate(template, values);
  };
}
