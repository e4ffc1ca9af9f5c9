import { parsePhone, phoneResultToValue, MAX_TEXT_LENGTH } from './parse-phone';

describe('parsePhone', () => {
  it('parses a national Saudi mobile with the selected country', () => {
    const r = parsePhone('0501234567', { country: 'SA' });
    expect(r).toMatchObject({ country: 'SA', countryCode: '966', valid: true, possible: true, nationalNumber: '501234567', e164: '+966501234567' });
    expect(r.reason).toBeUndefined();
    expect(r.formatted).toBe('050 123 4567');
  });

  it('judges SA 0521234567 with the full metadata: possible but not valid', () => {
    const r = parsePhone('0521234567', { country: 'SA' });
    expect(r.possible).toBe(true);
    expect(r.valid).toBe(false);
    expect(r.reason).toBe('invalid-number');
    expect(r.formatted).toBe('0521234567');
  });

  it('finds the country of international text on its own', () => {
    const r = parsePhone('+44 20 7946 0958', { country: 'SA' });
    expect(r).toMatchObject({ country: 'GB', countryCode: '44', valid: true });
  });

  it.each([
    ['+96650123', 'too-short'],
    ['+9665012345678901', 'too-long'],
    ['05', 'too-short'],
  ])('reports %s as %s', (text, reason) => {
    const r = parsePhone(text, { country: 'SA' });
    expect(r.possible).toBe(false);
    expect(r.valid).toBe(false);
    expect(r.reason).toBe(reason);
  });

  it('needs at least two digits', () => {
    expect(parsePhone('5', { country: 'SA' }).reason).toBe('too-short');
  });

  it('rejects text over 250 characters as too long', () => {
    const long = `+966501234567${' '.repeat(MAX_TEXT_LENGTH)}`;
    expect(parsePhone(long, { country: 'SA' })).toMatchObject({ valid: false, reason: 'too-long' });
    expect(parsePhone(`+966501234567${' '.repeat(MAX_TEXT_LENGTH - 13)}`).valid).toBe(true);
  });

  it('reports an unknown country and non-numbers', () => {
    expect(parsePhone('0501234567', { country: 'ZZ' }).reason).toBe('invalid-country');
    expect(parsePhone('0501234567').reason).toBe('invalid-country');
    expect(parsePhone('hello', { country: 'SA' }).reason).toBe('not-a-number');
    expect(parsePhone('', { country: 'SA' }).reason).toBe('not-a-number');
  });

  it('accepts Arabic-Indic and Persian digits', () => {
    expect(parsePhone('٠٥٠١٢٣٤٥٦٧', { country: 'SA' })).toMatchObject({ valid: true, e164: '+966501234567' });
    expect(parsePhone('۰۵۰۱۲۳۴۵۶۷', { country: 'SA' })).toMatchObject({ valid: true, e164: '+966501234567' });
  });

  it('strips invisible bidi marks before parsing', () => {
    const text = '\u200F\u202B+966\u2066 50 123 4567\u2069\u200E\u202C';
    const r = parsePhone(text);
    expect(r).toMatchObject({ valid: true, e164: '+966501234567' });
    expect(r.input).toBe(text);
  });

  it('makes numbers from excluded countries invalid', () => {
    expect(parsePhone('+44 20 7946 0958', { onlyCountries: ['SA', 'AE'] })).toMatchObject({ valid: false, possible: true, reason: 'country-not-allowed' });
    expect(parsePhone('+44 20 7946 0958', { ignoredCountries: ['gb'] }).valid).toBe(false);
    expect(parsePhone('+971 50 123 4567', { onlyCountries: ['SA', 'AE'] }).valid).toBe(true);
  });

  it('keeps extensions (ext up to 20, pause up to 15, x/# up to 9 digits)', () => {
    expect(parsePhone('+1 212 555 1234 ext. 12345678901234567890').ext).toBe('12345678901234567890');
    expect(parsePhone('+1 212 555 1234,,123456789012345').ext).toBe('123456789012345');
    expect(parsePhone('+1 212 555 1234 x123456789').ext).toBe('123456789');
    expect(parsePhone('+1 212 555 1234 #123').ext).toBe('123');
  });

  it('rejects extensions past those limits', () => {
    expect(parsePhone('+1 212 555 1234 ext. 123456789012345678901').reason).toBe('not-a-number');
    expect(parsePhone('+1 212 555 1234,1234567890123456').reason).toBe('not-a-number');
    expect(parsePhone('+1 212 555 1234 x1234567890').reason).toBe('not-a-number');
  });

  it('formats by display mode', () => {
    const text = '+966501234567';
    expect(parsePhone(text, { mode: 'national' }).formatted).toBe('050 123 4567');
    expect(parsePhone(text, { mode: 'international' }).formatted).toBe('+966 50 123 4567');
    expect(parsePhone(text, { mode: 'e.164' }).formatted).toBe('+966501234567');
    expect(parsePhone(text, { mode: 'rfc3966' }).formatted).toBe('tel:+966501234567');
    expect(parsePhone(text, { mode: 'idd' }).formatted).toBe('011 966 50 123 4567');
    expect(parsePhone(text, { mode: 'idd', iddFromCountry: 'GB' }).formatted).toBe('00 966 50 123 4567');
    expect(parsePhone(text, { mode: 'auto' }).formatted).toBe('+966 50 123 4567');
    expect(parsePhone('0501234567', { mode: 'auto', country: 'SA' }).formatted).toBe('050 123 4567');
  });
});

describe('phoneResultToValue', () => {
  it('gives E.164 when valid and the raw text otherwise', () => {
    expect(phoneResultToValue(parsePhone('050 123 4567', { country: 'SA' }))).toBe('+966501234567');
    expect(phoneResultToValue(parsePhone('050 12', { country: 'SA' }))).toBe('050 12');
    expect(phoneResultToValue(parsePhone('+1 212 555 1234 x12'))).toBe('+12125551234;ext=12');
    expect(phoneResultToValue(undefined)).toBe('');
  });
});
