import { compareLocales, IN_STEP, keyPaths, leafAt, pluralBase } from './key-paths';

const en = { title: 'Tickets', count_one: '{{n}} ticket', count_other: '{{n}} tickets', form: { send: 'Send to {{name}}' } };
const ar = {
  title: 'التذاكر',
  count_zero: 'لا توجد تذاكر',
  count_one: 'تذكرة واحدة',
  count_other: '{{n}} تذكرة',
  form: { send: 'أرسل إلى {{name}}' },
};

describe('the locale key walker', () => {
  it('lists leaf paths and reads them back', () => {
    expect(keyPaths(en)).toEqual(['title', 'count_one', 'count_other', 'form.send']);
    expect(leafAt(ar, 'form.send')).toBe('أرسل إلى {{name}}');
    expect(leafAt(ar, 'form.nothing.here')).toBeUndefined();
    expect(pluralBase('otp.resendIn_few')).toBe('otp.resendIn');
  });

  it('finds two trees in step although Arabic has more plural forms', () => {
    expect(compareLocales(en, ar)).toEqual(IN_STEP);
  });

  it('reports a key missing on either side', () => {
    const { title: _title, ...withoutTitle } = ar;
    expect(compareLocales(en, { ...withoutTitle, extra: 'إضافي' })).toEqual({ ...IN_STEP, missingInAr: ['title'], missingInEn: ['extra'] });
  });

  it('reports blank, non-text and English-only Arabic leaves, unless named literal', () => {
    const copied = { ...ar, title: 'Tickets', count_zero: ' ', form: { send: 42 } };
    expect(compareLocales(en, copied).untranslated).toEqual(['count_zero', 'form.send', 'title']);
    expect(compareLocales(en, copied, ['title']).untranslated).toEqual(['count_zero', 'form.send']);
  });

  it('reports a lost placeholder, comparing plural keys on their other form', () => {
    const lost = { ...ar, count_other: 'تذاكر', form: { send: 'أرسل' } };
    expect(compareLocales(en, lost).placeholders).toEqual(['count_other', 'form.send']);
  });
});
