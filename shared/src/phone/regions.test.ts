import { areaName, regionNames } from './regions';

describe('areas: a known region reads in the page language, anything else as typed', () => {
  it('names a Saudi region in Arabic on an Arabic page, whichever language it was typed in', () => {
    expect(areaName('Riyadh', 'ar')).toBe('الرياض');
    expect(areaName('  eastern province ', 'ar')).toBe('المنطقة الشرقية');
    expect(areaName('Mecca', 'ar')).toBe('مكة المكرمة');
  });

  it('names it in English on an English page', () => {
    expect(areaName('الرياض', 'en')).toBe('Riyadh');
    expect(areaName('منطقة المدينة المنورة', 'en')).toBe('Madinah');
  });

  it('keeps what it does not know as typed', () => {
    expect(areaName('Giza', 'ar')).toBe('Giza');
    expect(areaName('', 'en')).toBe('');
  });

  it('offers the regions of Saudi Arabia as suggestions, none elsewhere', () => {
    expect(regionNames('SA', 'ar')).toContain('الرياض');
    expect(regionNames('SA', 'en')).toHaveLength(13);
    expect(regionNames('EG', 'en')).toEqual([]);
  });
});
