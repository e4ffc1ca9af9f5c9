import { type BusinessCalendar, DAY_MS, isHoliday } from './calendar';

/**
 * Time counted in the company's working hours: an instant plus so much working time, and the
 * working time between two instants, leaving out closed hours, weekends, holidays and pauses
 * (periods the clock is stopped, such as while a ticket waits for the client).
 */

/** A stopped period of the clock; `to` null: still stopped. */
export interface Pause {
  from: Date;
  to: Date | null;
}

type Span = [start: number, end: number];

/** Give up looking for open hours after this many days (a calendar with none at all). */
const MAX_DAYS = 3_660;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (from Intl, so daylight saving is followed where there is any). */
function offsetAt(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-nu-latn', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant of a local wall time on a local day. */
function instantOf(timeZone: string, day: number, minutes: number): number {
  const wall = day * DAY_MS + minutes * 60_000;
  const guess = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, guess);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The instant a local day (days since epoch) begins: its midnight in the calendar's time zone. */
export const dayStart = (calendar: BusinessCalendar, day: number): number => instantOf(calendar.timeZone, day, 0);

/** The local day an instant falls on, as days since epoch. */
export function localDay(calendar: BusinessCalendar, instant: number): number {
  return Math.floor((instant + offsetAt(calendar.timeZone, instant)) / DAY_MS);
}

const dayCache = new WeakMap<BusinessCalendar, Map<number, Span | null>>();

/** A local day's open hours as instants, or null when closed (weekday off or holiday). */
export function openSpan(calendar: BusinessCalendar, day: number): Span | null {
  let days = dayCache.get(calendar);
  if (!days) dayCache.set(calendar, (days = new Map<number, Span | null>()));
  if (days.has(day)) return days.get(day)!;
  const hours = calendar.hours.find((h) => h.weekday === new Date(day * DAY_MS).getUTCDay());
  const span: Span | null =
    !hours?.opens || !hours.closes || isHoliday(calendar, day)
      ? null
      : [instantOf(calendar.timeZone, day, minutesOf(hours.opens)), instantOf(calendar.timeZone, day, minutesOf(hours.closes))];
  days.set(day, span);
  return span;
}

/** Pauses as sorted, merged spans in ms; an open pause runs for ever. */
function pauseSpans(pauses: readonly Pause[]): Span[] {
  const spans = pauses
    .map((p): Span => [p.from.getTime(), p.to ? p.to.getTime() : Infinity])
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** The running time of the clock from `from` on, in order: open hours minus pauses. */
function* running(calendar: BusinessCalendar, from: number, pauses: readonly Pause[]): Generator<Span> {
  const stops = pauseSpans(pauses);
  const first = localDay(calendar, from);
  for (let day = first; day < first + MAX_DAYS; day++) {
    const open = openSpan(calendar, day);
    if (!open) continue;
    let start = Math.max(open[0], from);
    const end = open[1];
    for (const [a, b] of stops) {
      if (b <= start || start >= end) continue;
      if (a >= end) break;
      if (a > start) yield [start, a];
      start = Math.max(start, b);
    }
    if (start < end) yield [start, end];
    if (stops.length > 0 && stops.at(-1)![1] === Infinity && stops.at(-1)![0] <= end) return;
  }
}

/** Working time (ms) between two instants; 0 when `to` is not after `from`. */
export function businessTimeBetween(calendar: BusinessCalendar, from: Date, to: Date, pauses: readonly Pause[] = []): number {
  const end = to.getTime();
  let total = 0;
  if (end <= from.getTime()) return 0;
  for (const [a, b] of running(calendar, from.getTime(), pauses)) {
    if (a >= end) break;
    total += Math.min(b, end) - a;
  }
  return total;
}

/**
 * The instant at which `ms` of working time have passed since `start` (with the pauses left
 * out). With no time to add, `start` itself. Null when the clock never runs that long (it is
 * paused for ever, or the calendar has no open hours).
 */
export function addBusinessTime(calendar: BusinessCalendar, start: Date, ms: number, pauses: readonly Pause[] = []): Date | null {
  if (ms <= 0) return start;
  let left = ms;
  for (const [a, b] of running(calendar, start.getTime(), pauses)) {
    if (b - a >= left) return new Date(a + left);
    left -= b - a;
  }
  return null;
}


