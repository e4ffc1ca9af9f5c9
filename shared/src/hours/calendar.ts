/**
 * The company's working calendar: opening hours per weekday in its time zone, and holidays
 * given either as Gregorian dates or as Hijri (Umm al-Qura) dates, which are converted to
 * Gregorian days with `Intl` so that no table of Hijri years has to be kept by hand.
 */

/** One weekday's hours (0 = Sunday .. 6 = Saturday), "HH:MM" local time; null times: closed. */
export interface DayHours {
  weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  opens: string | null;
  closes: string | null;
}

export type HolidayCalendar = 'gregory' | 'islamic-umalqura';

/** A holiday that comes back every year of its calendar: `days` days from `month`/`day`. */
export interface HolidayRule {
  id: string;
  name: { en: string; ar: string };
  calendar: HolidayCalendar;
  month: number;
  day: number;
  days: number;
}

export interface BusinessCalendar {
  timeZone: string;
  hours: readonly DayHours[];
  holidays: readonly HolidayRule[];
}

/** A holiday as it falls in one Gregorian year. */
export interface HolidayDate {
  id: string;
  name: { en: string; ar: string };
  /** The Gregorian days, "YYYY-MM-DD", in order. */
  dates: string[];
}

/**
 * The about page's business hours (Asia/Riyadh): Sunday to Thursday 09:00–18:00, Friday closed,
 * Saturday 10:00–14:00. The seed writes the about page from this table, so both always agree.
 */
export const COMPANY_HOURS: readonly DayHours[] = [
  { weekday: 0, opens: '09:00', closes: '18:00' },
  { weekday: 1, opens: '09:00', closes: '18:00' },
  { weekday: 2, opens: '09:00', closes: '18:00' },
  { weekday: 3, opens: '09:00', closes: '18:00' },
  { weekday: 4, opens: '09:00', closes: '18:00' },
  { weekday: 5, opens: null, closes: null },
  { weekday: 6, opens: '10:00', closes: '14:00' },
];

/** Public holidays the support team does not work. */
export const COMPANY_HOLIDAYS: readonly HolidayRule[] = [
  { id: 'founding-day', name: { en: 'Founding Day', ar: 'يوم التأسيس' }, calendar: 'gregory', month: 2, day: 22, days: 1 },
  { id: 'national-day', name: { en: 'National Day', ar: 'اليوم الوطني' }, calendar: 'gregory', month: 9, day: 23, days: 1 },
  { id: 'eid-al-fitr', name: { en: 'Eid al-Fitr', ar: 'عيد الفطر' }, calendar: 'islamic-umalqura', month: 10, day: 1, days: 3 },
  { id: 'eid-al-adha', name: { en: 'Eid al-Adha', ar: 'عيد الأضحى' }, calendar: 'islamic-umalqura', month: 12, day: 10, days: 4 },
];

export const COMPANY_CALENDAR: BusinessCalendar = { timeZone: 'Asia/Riyadh', hours: COMPANY_HOURS, holidays: COMPANY_HOLIDAYS };

export const DAY_MS = 86_400_000;

/** A Gregorian date as days since 1970-01-01 and back. */
export const dayNumber = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

let hijriFormat: Intl.DateTimeFormat | undefined;

/** The Umm al-Qura month and day of a Gregorian day (the formatter made on first use: most pages never need it). */
function hijriOf(day: number): { month: number; day: number } {
  hijriFormat ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', month: 'numeric', day: 'numeric' });
  const parts = hijriFormat.formatToParts(new Date(day * DAY_MS + DAY_MS / 2));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: part('month'), day: part('day') };
}

/** The first days of a rule's occurrences that can reach into Gregorian `year`. */
function startsNear(rule: HolidayRule, year: number): number[] {
  if (rule.calendar === 'gregory') return [year - 1, year].map((y) => dayNumber(y, rule.month, rule.day));
  // A Hijri year is 11 days shorter: a rule can start once or twice in a Gregorian year; a
  // holiday running into January may have started late in the year before.
  const starts: number[] = [];
  for (let day = dayNumber(year, 1, 1) - rule.days; day < dayNumber(year + 1, 1, 1); day++) {
    const hijri = hijriOf(day);
    if (hijri.month === rule.month && hijri.day === rule.day) starts.push(day);
  }
  return starts;
}

const yearCache = new WeakMap<BusinessCalendar, Map<number, HolidayDate[]>>();

/** The calendar's holidays that fall in Gregorian `year`, each with its Gregorian days. */
export function holidaysIn(calendar: BusinessCalendar, year: number): HolidayDate[] {
  let years = yearCache.get(calendar);
  if (!years) yearCache.set(calendar, (years = new Map<number, HolidayDate[]>()));
  const cached = years.get(year);
  if (cached) return cached;
  const first = dayNumber(year, 1, 1);
  const last = dayNumber(year + 1, 1, 1) - 1;
  const found: HolidayDate[] = [];
  for (const rule of calendar.holidays) {
    for (const start of startsNear(rule, year)) {
      const days = Array.from({ length: rule.days }, (_, i) => start + i).filter((day) => day >= first && day <= last);
      if (days.length > 0) found.push({ id: rule.id, name: rule.name, dates: days.map(isoDay) });
    }
  }
  found.sort((a, b) => a.dates[0]!.localeCompare(b.dates[0]!));
  years.set(year, found);
  return found;
}

/** Whether a Gregorian day (days since epoch) is one of the calendar's holidays. */
export function isHoliday(calendar: BusinessCalendar, day: number): boolean {
  const iso = isoDay(day);
  return holidaysIn(calendar, Number(iso.slice(0, 4))).some((holiday) => holiday.dates.includes(iso));
}
