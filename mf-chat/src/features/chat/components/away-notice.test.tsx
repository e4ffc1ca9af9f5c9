import { timeOfDay } from './away-notice';

describe('the time the team is back', () => {
  it.each([
    ['en', '09:00', '9:00 AM'],
    ['ar', '09:00', '٩:٠٠ ص'],
    ['ar', '16:30', '٤:٣٠ م'],
  ] as const)('is written as %s writes a time of day (%s)', (lang, hhmm, shown) => {
    expect(timeOfDay(hhmm, lang).replace(/\s/g, ' ')).toBe(shown);
  });
});
