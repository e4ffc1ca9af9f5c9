import { isLang, langOfTag, otherLang, toLang } from '.';

describe('languages', () => {
  it('recognises only ar and en', () => {
    expect(['ar', 'en', 'fr', 'AR', '', undefined, 1].map(isLang)).toEqual([true, true, false, false, false, false, false]);
  });

  it('reads the language of a BCP 47 tag, with or without a fallback', () => {
    expect(langOfTag('ar-EG')).toBe('ar');
    expect(langOfTag('EN-gb')).toBe('en');
    expect(langOfTag('fr-FR')).toBeNull();
    expect(langOfTag(undefined)).toBeNull();
    expect(toLang('ar-SA')).toBe('ar');
    expect(toLang('de')).toBe('en');
    expect(toLang(null)).toBe('en');
  });

  it('names the other language', () => {
    expect(otherLang('ar')).toBe('en');
    expect(otherLang('en')).toBe('ar');
  });
});
