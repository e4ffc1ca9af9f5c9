import type { BusinessHours } from '@site/shared/types';

export type Weekday = BusinessHours['weekday'];

const WEEKDAYS: Record<string, Weekday> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface ZonedClock {
  weekday: Weekday;
  /** Minutes since midnight in the zone. */
  minutes: number;
}

/** Weekday and time of day at `now` in `timeZone`, whatever the visitor's own zone. */
export function clockIn(timeZone: string, now: Date): ZonedClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(get('hour')) % 24;
  return { weekday: WEEKDAYS[get('weekday')] ?? 0, minutes: hour * 60 + Number(get('minute')) };
}

export const toMinutes = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

const rowFor = (hours: readonly BusinessHours[], day: number) => hours.find((h) => h.weekday === day);

/** Open at this company-local moment? Hours that run past midnight count on the next day too. */
export function isOpenAt(hours: readonly BusinessHours[], clock: ZonedClock): boolean {
  const today = rowFor(hours, clock.weekday);
  if (today?.opens && today.closes) {
    const opens = toMinutes(today.opens);
    const closes = toMinutes(today.closes);
    if (closes > opens && clock.minutes >= opens && clock.minutes < closes) return true;
    if (closes <= opens && clock.minutes >= opens) return true;
  }
  const yesterday = rowFor(hours, (clock.weekday + 6) % 7);
  if (yesterday?.opens && yesterday.closes) {
    const opens = toMinutes(yesterday.opens);
    const closes = toMinutes(yesterday.closes);
    if (closes <= opens && clock.minutes < closes) return true;
  }
  return false;
}

/** "09:00" shown in the page locale (ar-EG gives Arabic-Indic digits). */
export function formatClock(hhmm: string, intlLocale: string): string {
  const minutes = toMinutes(hhmm);
  const date = new Date(Date.UTC(1970, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** 4 January 1970 was a Sunday, so day n of that week is weekday n. */
export function weekdayName(weekday: Weekday, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 4 + weekday)));
}

export const ALL_WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
