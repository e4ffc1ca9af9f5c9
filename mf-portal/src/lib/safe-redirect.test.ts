import { safeFrom } from './safe-redirect';

describe('safeFrom', () => {
  it.each([
    ['/en/groups', '/en/groups'],
    ['/ar/tickets/7?x=1#top', '/ar/tickets/7?x=1#top'],
  ])('keeps the same-origin path %s', (from, expected) => {
    expect(safeFrom(from, 'en')).toBe(expected);
  });

  it.each([null, '', 'en/groups', '//evil.example', '/\\evil.example', 'https://evil.example/en', 'javascript:alert(1)', '/\t/evil.example', '/en/login', '/ar/otp?x=1'])(
    'falls back to the tickets for %p',
    (from) => {
      expect(safeFrom(from, 'ar')).toBe('/ar/tickets');
    },
  );
});
