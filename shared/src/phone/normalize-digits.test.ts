import { isAcceptedText, keepValidCharacters, normalizeDigits, normalizePhoneText, stripBidiMarks } from './normalize-digits';

describe('normalize-digits', () => {
  it('maps Arabic-Indic and Persian digits to ASCII', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('+٩٦٦ 5')).toBe('+966 5');
  });

  it('strips every bidi control the field notes list', () => {
    const marks = ['\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    expect(stripBidiMarks(`${marks.join('')}+966${marks.join('')}`)).toBe('+966');
    expect(normalizePhoneText('\u200F٠٥٠')).toBe('050');
  });

  it('valid-characters-only allows digits, spaces, parentheses, hyphen and plus', () => {
    expect(isAcceptedText('+1 (212) 555-1234', { validCharactersOnly: true })).toBe(true);
    expect(isAcceptedText('212.555', { validCharactersOnly: true })).toBe(false);
    expect(isAcceptedText('212 ext 5', { validCharactersOnly: true })).toBe(false);
    expect(isAcceptedText('212 ext 5', {})).toBe(true);
    expect(keepValidCharacters('a+1 (2)-3.x')).toBe('+1 (2)-3');
  });

  it('custom pattern filters input, also with a global RegExp', () => {
    const digitsOnly = /^\d*$/g;
    expect(isAcceptedText('0501', { customValidate: digitsOnly })).toBe(true);
    expect(isAcceptedText('0501', { customValidate: digitsOnly })).toBe(true);
    expect(isAcceptedText('05 01', { customValidate: digitsOnly })).toBe(false);
  });
});
