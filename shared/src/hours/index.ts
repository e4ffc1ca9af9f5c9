// Named re-exports only: the API loads this source through tsx's ESM loader.
export {
  COMPANY_CALENDAR, COMPANY_HOURS, COMPANY_HOLIDAYS, DAY_MS, holidaysIn, isHoliday, dayNumber, isoDay,
  type BusinessCalendar, type DayHours, type HolidayRule, type HolidayDate, type HolidayCalendar,
} from './calendar';
export { addBusinessTime, businessTimeBetween, dayStart, localDay, openSpan, type Pause } from './business-time';
