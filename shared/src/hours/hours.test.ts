import { COMPANY_CALENDAR as company, addBusinessTime, businessTimeBetween, holidaysIn, isHoliday, dayNumber, type BusinessCalendar } from '.';

const HOUR = 3_600_000;
/** A Riyadh wall time (UTC+3, no daylight saving) as an instant. */
const riyadh = (iso: string) => new Date(`${iso}+03:00`);
const datesOf = (year: number, id: string) => holidaysIn(company, year).filter((h) => h.id === id).flatMap((h) => h.dates);

describe('holidays', () => {
  it('finds the Eids of 2027 from their Hijri dates (Umm al-Qura, through Intl)', () => {
    // 1 Shawwal 1448 and 10 Dhu al-Hijjah 1448.
    expect(datesOf(2027, 'eid-al-fitr')).toEqual(['2027-03-09', '2027-03-10', '2027-03-11']);
    expect(datesOf(2027, 'eid-al-adha')).toEqual(['2027-05-16', '2027-05-17', '2027-05-18', '2027-05-19']);
  });

  it('finds the Eids of 2028 (eleven days earlier: the Hijri year is shorter)', () => {
    expect(datesOf(2028, 'eid-al-fitr')).toEqual(['2028-02-26', '2028-02-27', '2028-02-28']);
    expect(datesOf(2028, 'eid-al-adha')).toEqual(['2028-05-05', '2028-05-06', '2028-05-07', '2028-05-08']);
  });

  it('keeps Gregorian holidays on their dates and lists the year in order', () => {
    const year = holidaysIn(company, 2027);
    expect(year.map((h) => h.id)).toEqual(['founding-day', 'eid-al-fitr', 'eid-al-adha', 'national-day']);
    expect(datesOf(2027, 'national-day')).toEqual(['2027-09-23']);
    expect(isHoliday(company, dayNumber(2027, 3, 10))).toBe(true);
    expect(isHoliday(company, dayNumber(2027, 3, 12))).toBe(false);
  });

  it('splits a holiday that runs over New Year between the two years', () => {
    const calendar: BusinessCalendar = { ...company, holidays: [{ id: 'x', name: { en: 'x', ar: 'x' }, calendar: 'gregory', month: 12, day: 31, days: 2 }] };
    expect(holidaysIn(calendar, 2027)).toEqual([{ id: 'x', name: { en: 'x', ar: 'x' }, dates: ['2027-01-01'] }, { id: 'x', name: { en: 'x', ar: 'x' }, dates: ['2027-12-31'] }]);
  });
});

describe('adding working time', () => {
  it('stays within one open day', () => {
    expect(addBusinessTime(company, riyadh('2027-01-03T10:00'), 2 * HOUR)).toEqual(riyadh('2027-01-03T12:00'));
  });

  it('carries over the weekend: Thursday evening to Saturday morning (Friday closed)', () => {
    expect(addBusinessTime(company, riyadh('2027-01-07T17:00'), 2 * HOUR)).toEqual(riyadh('2027-01-09T11:00'));
  });

  it('counts Saturday as the half day it is, then goes on to Sunday', () => {
    expect(addBusinessTime(company, riyadh('2027-01-09T13:00'), 2 * HOUR)).toEqual(riyadh('2027-01-10T10:00'));
  });

  it('starts at opening when started at night, across midnight', () => {
    expect(addBusinessTime(company, riyadh('2027-01-04T23:30'), 30 * 60_000)).toEqual(riyadh('2027-01-05T09:30'));
    expect(addBusinessTime(company, riyadh('2027-01-05T00:00'), HOUR)).toEqual(riyadh('2027-01-05T10:00'));
  });

  it('skips Eid al-Fitr 2027 (Tuesday to Thursday) and the Friday after it', () => {
    expect(addBusinessTime(company, riyadh('2027-03-08T17:00'), 2 * HOUR)).toEqual(riyadh('2027-03-13T11:00'));
  });

  it('skips Eid al-Adha 2028 (Friday to Monday)', () => {
    expect(addBusinessTime(company, riyadh('2028-05-04T17:00'), 2 * HOUR)).toEqual(riyadh('2028-05-09T10:00'));
  });

  it('leaves paused periods out, and never ends while paused for good', () => {
    const pauses = [{ from: riyadh('2027-01-03T10:00'), to: riyadh('2027-01-03T12:00') }];
    expect(addBusinessTime(company, riyadh('2027-01-03T09:00'), 3 * HOUR, pauses)).toEqual(riyadh('2027-01-03T14:00'));
    expect(addBusinessTime(company, riyadh('2027-01-03T09:00'), 3 * HOUR, [{ from: riyadh('2027-01-03T10:00'), to: null }])).toBeNull();
  });
});

describe('working time between instants', () => {
  it('is 49 hours over a week without holidays (5 × 9 h + 4 h on Saturday)', () => {
    expect(businessTimeBetween(company, riyadh('2027-01-03T00:00'), riyadh('2027-01-10T00:00'))).toBe(49 * HOUR);
  });

  it('is nothing over a weekend night, and nothing backwards', () => {
    expect(businessTimeBetween(company, riyadh('2027-01-07T18:00'), riyadh('2027-01-09T10:00'))).toBe(0);
    expect(businessTimeBetween(company, riyadh('2027-01-05T12:00'), riyadh('2027-01-05T10:00'))).toBe(0);
  });

  it('counts across midnight only the open hours', () => {
    expect(businessTimeBetween(company, riyadh('2027-01-04T17:00'), riyadh('2027-01-05T10:00'))).toBe(2 * HOUR);
  });

  it('leaves out a week of Eid al-Fitr 2027', () => {
    // Monday 8 March 09:00 to Sunday 14 March 09:00: Monday (9 h) and Saturday (4 h) only.
    expect(businessTimeBetween(company, riyadh('2027-03-08T09:00'), riyadh('2027-03-14T09:00'))).toBe(13 * HOUR);
  });

  it('leaves out pauses, overlapping ones once, and an open pause to the end', () => {
    const from = riyadh('2027-01-03T09:00');
    const to = riyadh('2027-01-03T18:00');
    expect(businessTimeBetween(company, from, to, [{ from: riyadh('2027-01-03T10:00'), to: riyadh('2027-01-03T12:00') }])).toBe(7 * HOUR);
    const overlapping = [
      { from: riyadh('2027-01-03T10:00'), to: riyadh('2027-01-03T12:00') },
      { from: riyadh('2027-01-03T11:00'), to: riyadh('2027-01-03T13:00') },
    ];
    expect(businessTimeBetween(company, from, to, overlapping)).toBe(6 * HOUR);
    expect(businessTimeBetween(company, from, to, [{ from: riyadh('2027-01-03T15:00'), to: null }])).toBe(6 * HOUR);
    // A pause over a closed night changes nothing.
    expect(businessTimeBetween(company, from, riyadh('2027-01-04T10:00'), [{ from: riyadh('2027-01-03T19:00'), to: riyadh('2027-01-04T08:00') }])).toBe(10 * HOUR);
  });

  it('is the inverse of adding working time', () => {
    const start = riyadh('2027-03-08T15:20');
    for (const hours of [1, 5, 9, 20, 49, 100]) {
      const end = addBusinessTime(company, start, hours * HOUR)!;
      expect(businessTimeBetween(company, start, end)).toBe(hours * HOUR);
    }
  });
});
