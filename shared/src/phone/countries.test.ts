import { buildCountryList, countryName, findByTypedText, flagEmoji, flagUrl, isCountryAllowed, matchesSearch } from './countries';
import { fetchGeoCountry, parseGeoResponse, pickInitialCountry, GEO_ERROR } from './geo';

describe('country list', () => {
  it('has about 240 entries with dial codes, sorted by localized name', () => {
    const { all, rest } = buildCountryList({ lang: 'en' });
    expect(all.length).toBeGreaterThanOrEqual(230);
    expect(all.length).toBeLessThanOrEqual(250);
    expect(rest.find((c) => c.iso2 === 'SA')).toEqual({ iso2: 'SA', name: 'Saudi Arabia', dialCode: '966' });
    const names = rest.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('puts preferred countries first in the given order', () => {
    const list = buildCountryList({ lang: 'en', preferredCountries: ['sa', 'EG', 'SA', 'XX'] });
    expect(list.preferred.map((c) => c.iso2)).toEqual(['SA', 'EG']);
    expect(list.all.slice(0, 2).map((c) => c.iso2)).toEqual(['SA', 'EG']);
  });

  it('applies only and ignored countries', () => {
    expect(buildCountryList({ lang: 'en', onlyCountries: ['SA', 'AE'] }).all.map((c) => c.iso2).sort()).toEqual(['AE', 'SA']);
    expect(buildCountryList({ lang: 'en', ignoredCountries: ['IL'] }).all.some((c) => c.iso2 === 'IL')).toBe(false);
    expect(isCountryAllowed('GB', { onlyCountries: ['SA'] })).toBe(false);
    expect(isCountryAllowed(undefined, { onlyCountries: ['SA'] })).toBe(false);
    expect(isCountryAllowed('gb', { ignoredCountries: ['GB'] })).toBe(false);
  });

  it('names countries in Arabic', () => {
    expect(countryName('SA', 'ar')).toBe('المملكة العربية السعودية');
    expect(countryName('EG', 'ar')).toBe('مصر');
  });

  it('builds flag emoji from regional indicators', () => {
    expect(flagEmoji('sa')).toBe('🇸🇦');
    expect(flagUrl('SA')).toBe('/flags/sa.svg');
  });

  it('finds the first name starting with typed text', () => {
    const { all } = buildCountryList({ lang: 'en' });
    expect(all[findByTypedText(all, 'sau', 'en')]?.iso2).toBe('SA');
    expect(findByTypedText(all, 'zzz', 'en')).toBe(-1);
    const ar = buildCountryList({ lang: 'ar' }).all;
    expect(ar[findByTypedText(ar, 'مصر', 'ar')]?.iso2).toBe('EG');
  });

  it('search matches name, ISO2 and dial code', () => {
    const sa = { iso2: 'SA' as const, name: 'Saudi Arabia', dialCode: '966' };
    expect(matchesSearch(sa, 'arab', 'en')).toBe(true);
    expect(matchesSearch(sa, '+96', 'en')).toBe(true);
    expect(matchesSearch(sa, 'sa', 'en')).toBe(true);
    expect(matchesSearch(sa, 'egy', 'en')).toBe(false);
  });
});

describe('geo lookup', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('parses "1;SA;SAU;Saudi Arabia" and rejects other answers', () => {
    expect(parseGeoResponse('1;SA;SAU;Saudi Arabia')).toBe('SA');
    expect(parseGeoResponse('1;eg;EGY;Egypt')).toBe('EG');
    expect(parseGeoResponse('0;;;WRONG INPUT')).toBeUndefined();
    expect(parseGeoResponse('2;SA;SAU')).toBeUndefined();
    expect(parseGeoResponse('1;ZZ;ZZZ')).toBeUndefined();
  });

  it('fetches the country and logs failures', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, text: async () => '1;AE;ARE;UAE' });
    await expect(fetchGeoCountry('/api/geo/country')).resolves.toBe('AE');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(fetchGeoCountry('/api/geo/country')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(GEO_ERROR, expect.any(Error));
  });

  it('falls back to the first preferred country, else the first in the list', () => {
    expect(pickInitialCountry(undefined, ['EG'], ['AF', 'EG'], {})).toBe('EG');
    expect(pickInitialCountry(undefined, [], ['AF', 'EG'], {})).toBe('AF');
    expect(pickInitialCountry('GB', ['SA'], ['SA'], { onlyCountries: ['SA'] })).toBe('SA');
    expect(pickInitialCountry('SA', ['EG'], ['EG'], {})).toBe('SA');
  });
});
