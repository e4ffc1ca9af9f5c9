import type { Lang } from '../lang';

/**
 * Saudi Arabia's thirteen administrative regions, in both languages, with the other spellings
 * people type. The account's area is free text (clients abroad type their own); a value that
 * names one of these reads in the page's language, so an Arabic page never shows "Riyadh".
 */
const SAUDI_REGIONS: ReadonlyArray<{ en: string; ar: string; also?: string[] }> = [
  { en: 'Riyadh', ar: 'الرياض', also: ['Riyadh Region', 'Ar Riyad', 'منطقة الرياض'] },
  { en: 'Makkah', ar: 'مكة المكرمة', also: ['Mecca', 'Makkah Region', 'Makkah Al Mukarramah', 'مكة', 'منطقة مكة المكرمة'] },
  { en: 'Madinah', ar: 'المدينة المنورة', also: ['Medina', 'Al Madinah', 'Madinah Region', 'المدينة', 'منطقة المدينة المنورة'] },
  { en: 'Eastern Province', ar: 'المنطقة الشرقية', also: ['Eastern', 'Eastern Region', 'Ash Sharqiyah', 'الشرقية'] },
  { en: 'Qassim', ar: 'القصيم', also: ['Al Qassim', 'Al-Qassim', 'منطقة القصيم'] },
  { en: 'Asir', ar: 'عسير', also: ['Aseer', 'منطقة عسير'] },
  { en: 'Tabuk', ar: 'تبوك', also: ['Tabouk', 'منطقة تبوك'] },
  { en: 'Hail', ar: 'حائل', also: ["Ha'il", 'Hael', 'منطقة حائل'] },
  { en: 'Northern Borders', ar: 'الحدود الشمالية', also: ['Northern Borders Region', 'Al Hudud ash Shamaliyah', 'منطقة الحدود الشمالية'] },
  { en: 'Jazan', ar: 'جازان', also: ['Jizan', 'Gizan', 'منطقة جازان'] },
  { en: 'Najran', ar: 'نجران', also: ['منطقة نجران'] },
  { en: 'Al Bahah', ar: 'الباحة', also: ['Baha', 'Al Baha', 'Al-Baha', 'منطقة الباحة'] },
  { en: 'Al Jawf', ar: 'الجوف', also: ['Jouf', 'Al Jouf', 'Al-Jawf', 'منطقة الجوف'] },
];

const key = (text: string) => text.trim().toLocaleLowerCase('en').replace(/[\s-]+/g, ' ');

const BY_NAME = new Map(SAUDI_REGIONS.flatMap((region) => [region.en, region.ar, ...(region.also ?? [])].map((name) => [key(name), region] as const)));

/** The area as the page's language names it when it is a known region; otherwise as typed. */
export function areaName(area: string, lang: Lang): string {
  return BY_NAME.get(key(area))?.[lang] ?? area;
}

/** Suggestions for the area field: a country's regions in the page's language (Saudi Arabia's only). */
export function regionNames(country: string | null | undefined, lang: Lang): string[] {
  return country === 'SA' ? SAUDI_REGIONS.map((region) => region[lang]) : [];
}
