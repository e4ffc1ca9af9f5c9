import en from './en.json';
import ar from './ar.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('shell locales', () => {
  it('have the same keys in en and ar', () => {
    expect(keys(ar)).toEqual(keys(en));
  });
  it('keep the same placeholders and no empty strings', () => {
    const get = (obj: object, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of keys(en)) {
      expect(get(ar, key).trim()).not.toBe('');
      expect(placeholders(get(ar, key))).toEqual(placeholders(get(en, key)));
    }
  });
});
