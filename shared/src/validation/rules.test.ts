import { normalizeDigits, stripBidi } from './digits';
import { hasPhoneLength, isEmail, isNumeric, isPastDate, isPresent, isUrl } from './predicates';
import { between, email, firstFailure, integer, maxLength, maxValue, minLength, minValue, numeric, phone, required, url } from './rules';

describe('generic rules', () => {
  it('required: not null, not an empty array, not false, not blank after trim', () => {
    for (const empty of [null, undefined, [], false, '', '   \n']) expect(isPresent(empty)).toBe(false);
    for (const value of ['a', [1], true, 0]) expect(isPresent(value)).toBe(true);
    expect(required()('  ')).toEqual({ key: 'required' });
  });

  it('email: case-insensitive, empty is valid', () => {
    expect(isEmail('DEMO@Example.COM')).toBe(true);
    expect(isEmail('')).toBe(true);
    expect(isEmail('demo@example')).toBe(false);
    expect(isEmail('de mo@example.com')).toBe(false);
    expect(email()('x')).toEqual({ key: 'email' });
  });

  it('min/max length count characters, not UTF-16 units', () => {
    expect(minLength(3)('😀😀😀')).toBeNull();
    expect(maxLength(3)('😀😀😀')).toBeNull();
    expect(maxLength(2)('سلام')).toEqual({ key: 'max', params: { max: 2 } });
    expect(minLength(8, 'passwordMin')('short')).toEqual({ key: 'passwordMin', params: { min: 8 } });
    expect(minLength(3)('')).toBeNull();
  });

  it('url: parses, optionally matches a pattern', () => {
    expect(isUrl('https://example.com/a')).toBe(true);
    expect(isUrl('not a url')).toBe(false);
    expect(url(/^https:/)('http://example.com')).toEqual({ key: 'url' });
    expect(url()('')).toBeNull();
  });

  it('numeric and number comparisons', () => {
    expect(isNumeric('')).toBe(true);
    expect(isNumeric('-12.5')).toBe(true);
    expect(isNumeric('١٢')).toBe(true);
    expect(isNumeric('12a')).toBe(false);
    expect(numeric()('abc')).toEqual({ key: 'numeric' });
    expect(minValue(10)('9')).toEqual({ key: 'minValue', params: { min: 10 } });
    expect(minValue(10)('10')).toBeNull();
    expect(maxValue(10)('100')).toEqual({ key: 'maxValue', params: { max: 10 } });
    // numbers, not strings: '9' < '10' as text would pass
    expect(maxValue(10)('9')).toBeNull();
    expect(between(1, 5)('6')).toEqual({ key: 'between', params: { min: 1, max: 5 } });
    expect(integer()('1.5')).toEqual({ key: 'integer' });
    expect(integer()('15')).toBeNull();
  });

  it('phone: 9 to 15 digits after normalizing digits and dropping marks', () => {
    expect(hasPhoneLength('+966 50 000 0001')).toBe(true);
    expect(hasPhoneLength('\u200F+٩٦٦٥٠٠٠٠٠٠٠١')).toBe(true);
    expect(hasPhoneLength('12345678')).toBe(false);
    expect(hasPhoneLength('1234567890123456')).toBe(false);
    expect(phone()('123')).toEqual({ key: 'phoneLength' });
  });

  it('stops at the first failing rule', () => {
    expect(firstFailure('', [required(), email()])).toEqual({ key: 'required' });
    expect(firstFailure('x', [required(), email()])).toEqual({ key: 'email' });
  });

  it('birth dates must be real days in the past', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(isPastDate('1990-02-28', now)).toBe(true);
    expect(isPastDate('1990-02-30', now)).toBe(false);
    expect(isPastDate('2030-01-01', now)).toBe(false);
  });
});

it('normalizes Arabic-Indic and Persian digits and strips bidi marks', () => {
  expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  expect(stripBidi('\u200F\u202Babc\u2066\u200E')).toBe('abc');
});
