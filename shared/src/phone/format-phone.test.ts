import { detectTypedCountry, formatAsYouType, nationalDigitsOf, normalizeMode, resolveMode } from './format-phone';

describe('modes', () => {
  it('auto picks international for "+" text, national otherwise', () => {
    expect(resolveMode('auto', ' +966')).toBe('international');
    expect(resolveMode('auto', '0501')).toBe('national');
    expect(resolveMode('rfc3966', '0501')).toBe('rfc3966');
  });

  it('logs an invalid mode and falls back to international', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(normalizeMode('fancy')).toBe('international');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('fancy'));
    spy.mockRestore();
  });

  it('accepts every known mode case-insensitively and defaults to auto', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(normalizeMode('E.164')).toBe('e.164');
    expect(normalizeMode('IDD')).toBe('idd');
    expect(normalizeMode(undefined)).toBe('auto');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('as-you-type', () => {
  it('formats partial national and international numbers', () => {
    expect(formatAsYouType('0501234', 'SA')).toBe('050 123 4');
    expect(formatAsYouType('+96650123', undefined)).toBe('+966 50 123');
  });

  it('leaves text with an extension untouched', () => {
    expect(formatAsYouType('2125551234 ext 12', 'US')).toBe('2125551234 ext 12');
  });

  it('detects the typed country, keeping a selected country that shares the code', () => {
    expect(detectTypedCountry('+9665')).toBe('SA');
    expect(detectTypedCountry('+44')).toBe('GB');
    expect(detectTypedCountry('+1', 'CA')).toBe('CA');
    expect(detectTypedCountry('0501', 'SA')).toBeUndefined();
  });

  it('extracts national digits of incomplete international text', () => {
    expect(nationalDigitsOf('+966 50 123')).toBe('50123');
    expect(nationalDigitsOf('+966')).toBe('');
  });
});
