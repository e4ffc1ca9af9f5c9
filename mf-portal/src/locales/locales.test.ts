import en from './en.json';
import ar from './ar.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Leaf keys, with i18next plural suffixes folded: Arabic has six plural forms, English two. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    return typeof value === 'object' && value !== null ? keys(value as object, `${path}.`) : [path.replace(PLURAL, '')];
  });
}

const unique = (list: string[]) => [...new Set(list)].sort();

describe('portal translations', () => {
  it('en and ar have the same keys', () => {
    expect(unique(keys(ar))).toEqual(unique(keys(en)));
  });

  it('has no empty strings and no untranslated English in ar', () => {
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'object' ? leaves(v as object) : [v as string]));
    for (const text of leaves(ar)) {
      expect(text.trim()).not.toBe('');
      expect(text).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('gives Arabic every plural form', () => {
    const forms = Object.keys(ar.otp).filter((k) => k.startsWith('resendIn_'));
    expect(forms.sort()).toEqual(['resendIn_few', 'resendIn_many', 'resendIn_one', 'resendIn_other', 'resendIn_two', 'resendIn_zero']);
  });
});
