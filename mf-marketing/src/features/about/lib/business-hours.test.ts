import { company } from '../../../test/fixtures';
import { clockIn, formatClock, isOpenAt, weekdayName } from './business-hours';

// 2026-11-22 is a Sunday. Riyadh is UTC+3 all year.
const at = (iso: string) => clockIn('Asia/Riyadh', new Date(iso));

describe('business hours', () => {
  it('reads weekday and time in the company time zone, not the visitor one', () => {
    expect(at('2026-11-22T05:59:00Z')).toEqual({ weekday: 0, minutes: 8 * 60 + 59 });
    // 22:30 UTC on Saturday is already Sunday 01:30 in Riyadh.
    expect(at('2026-11-21T22:30:00Z')).toEqual({ weekday: 0, minutes: 90 });
  });

  it('is open between opening and closing time only', () => {
    expect(isOpenAt(company.hours, at('2026-11-22T05:59:00Z'))).toBe(false); // 08:59
    expect(isOpenAt(company.hours, at('2026-11-22T06:00:00Z'))).toBe(true); // 09:00
    expect(isOpenAt(company.hours, at('2026-11-22T13:59:00Z'))).toBe(true); // 16:59
    expect(isOpenAt(company.hours, at('2026-11-22T14:00:00Z'))).toBe(false); // 17:00
  });

  it('is closed all day on a closed day', () => {
    expect(isOpenAt(company.hours, at('2026-11-27T09:00:00Z'))).toBe(false); // Friday 12:00
  });

  it('handles hours that run past midnight', () => {
    const late = [{ weekday: 4 as const, opens: '20:00', closes: '02:00' }];
    expect(isOpenAt(late, { weekday: 4, minutes: 23 * 60 })).toBe(true);
    expect(isOpenAt(late, { weekday: 5, minutes: 60 })).toBe(true);
    expect(isOpenAt(late, { weekday: 5, minutes: 3 * 60 })).toBe(false);
  });

  it('formats times and weekdays in the page locale', () => {
    expect(formatClock('17:00', 'en-US')).toBe('5:00 PM');
    expect(formatClock('17:00', 'ar-EG')).toMatch(/٥:٠٠/);
    expect(weekdayName(0, 'en-US')).toBe('Sunday');
    expect(weekdayName(6, 'ar-EG')).toBe('السبت');
  });
});
