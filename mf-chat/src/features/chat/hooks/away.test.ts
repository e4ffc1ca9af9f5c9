import type { BusinessHours } from '@site/shared/types';
import { backAt } from './away';

// Sunday to Thursday 09:00-17:00 in Riyadh (UTC+3), Friday and Saturday closed.
const hours: BusinessHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday: weekday as BusinessHours['weekday'],
  opens: weekday <= 4 ? '09:00' : null,
  closes: weekday <= 4 ? '17:00' : null,
}));

describe('away mode from the business hours', () => {
  it('is off during the hours, in the company time zone', () => {
    // Monday 2026-11-23 10:00 UTC is 13:00 in Riyadh.
    expect(backAt(hours, 'Asia/Riyadh', new Date('2026-11-23T10:00:00Z'))).toBeNull();
  });

  it('says the same day before opening, the next open day after closing and over the weekend', () => {
    expect(backAt(hours, 'Asia/Riyadh', new Date('2026-11-23T04:00:00Z'))).toEqual({ weekday: 1, opens: '09:00' });
    expect(backAt(hours, 'Asia/Riyadh', new Date('2026-11-23T15:00:00Z'))).toEqual({ weekday: 2, opens: '09:00' });
    // Friday 2026-11-27 noon in Riyadh: back on Sunday.
    expect(backAt(hours, 'Asia/Riyadh', new Date('2026-11-27T09:00:00Z'))).toEqual({ weekday: 0, opens: '09:00' });
  });

  it('says nothing when no day has hours', () => {
    expect(backAt(hours.map((h) => ({ ...h, opens: null, closes: null })), 'Asia/Riyadh', new Date())).toBeNull();
  });
});
