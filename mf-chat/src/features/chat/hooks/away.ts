import type { BusinessHours } from '@site/shared/types';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Weekday (0 = Sunday) and minutes past midnight of `now` in `timeZone`. */
export function zonedNow(now: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { weekday: WEEKDAYS.indexOf(parts.weekday ?? ''), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * Null while the team is in (the about page's hours, in the company's zone); otherwise when it
 * is back: the weekday and the opening time. Null too when no day has hours.
 */
export function backAt(hours: BusinessHours[], timeZone: string, now: Date): { weekday: number; opens: string } | null {
  const { weekday, minute } = zonedNow(now, timeZone);
  const today = hours.find((h) => h.weekday === weekday);
  if (today?.opens && today.closes && minute >= minutes(today.opens) && minute < minutes(today.closes)) return null;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = hours.find((h) => h.weekday === (weekday + ahead) % 7);
    if (day?.opens && (ahead > 0 || minute < minutes(day.opens))) return { weekday: day.weekday, opens: day.opens };
  }
  return null;
}
